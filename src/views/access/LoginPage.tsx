import { Link } from 'wouter';
import { useActorRef } from '@xstate/react';
import { signInMachine } from '../../machines/signInMachine.ts';
import type { SignedIn } from '../../services/auth-api.ts';
import { access, product } from '../../i18n/es.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { useInspect } from '../ui/inspect.ts';
import { useNavigateEffect } from '../ui/useNavigateEffect.ts';
import { usePageTitle } from '../ui/usePageTitle.ts';
import { paths } from '../paths.ts';
import { AccessLayout } from './AccessLayout.tsx';
import { FooterText, FormHeading, InlineLinkRow } from './FormParts.tsx';
import { SignInForm } from './SignInForm.tsx';

export interface LoginPageProps {
  /** A same-site path (already checked by the app) to return to after signing in. */
  continueUrl: string | null;
  /** Hands the agent and token to the session. */
  onSignedIn: (result: SignedIn) => void;
}

/** /login: social buttons, then e-mail and password. The workflow is signInMachine's. */
export function LoginPage({ continueUrl, onSignedIn }: LoginPageProps) {
  usePageTitle(product.title(access.signIn.pageTitle));
  const navigate = useNavigateEffect();
  const signIn = useActorRef(
    signInMachine.provide({
      actions: {
        signedIn: (_, result) => onSignedIn(result),
        navigate: (_, params) => navigate(params),
      },
    }),
    { input: { continueUrl }, inspect: useInspect() },
  );

  // The build pre-rendered this page without a query: its links carry continue_url once live.
  const linkContinueUrl = useHydrated() ? continueUrl : null;

  return (
    <AccessLayout>
      <FormHeading>
        <h1>{access.signIn.heading}</h1>
      </FormHeading>

      <SignInForm
        signIn={signIn}
        belowPassword={
          <InlineLinkRow>
            <Link href={paths.passwordReset({ continueUrl: linkContinueUrl })}>{access.signIn.forgotPassword}</Link>
          </InlineLinkRow>
        }
      />

      <FooterText>
        {access.signIn.noAccount} <Link href={paths.signUp({ continueUrl: linkContinueUrl })}>{access.signIn.toSignUp}</Link>
      </FooterText>
    </AccessLayout>
  );
}
