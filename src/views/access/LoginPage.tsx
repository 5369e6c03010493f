import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { signInErrorMessage, signInMachine } from '../../machines/signInMachine.ts';
import type { SignedIn } from '../../services/auth-api.ts';
import { access, product } from '../../i18n/es.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { useInspect } from '../ui/inspect.ts';
import { useNavigateEffect } from '../ui/useNavigateEffect.ts';
import { usePageTitle } from '../ui/usePageTitle.ts';
import { paths } from '../paths.ts';
import { AccessLayout } from './AccessLayout.tsx';
import { EmailField } from './EmailField.tsx';
import { FooterText, Form, FormHeading, InlineLinkRow, OrDivider } from './FormParts.tsx';
import { SocialButtons } from './SocialButtons.tsx';

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

  const email = useSelector(signIn, (snapshot) => snapshot.context.email);
  const password = useSelector(signIn, (snapshot) => snapshot.context.password);
  const errors = useSelector(signIn, (snapshot) => snapshot.context.errors);
  const formError = useSelector(signIn, ({ context }) =>
    context.error === null ? null : signInErrorMessage(context.error, context.provider),
  );
  const submitting = useSelector(signIn, (snapshot) => snapshot.matches('submitting'));
  const socialProvider = useSelector(signIn, (snapshot) => (snapshot.matches('social') ? snapshot.context.provider : null));
  const canSubmit = useSelector(signIn, (snapshot) => snapshot.can({ type: 'form.submitted' }));
  const canUseSocial = useSelector(signIn, (snapshot) => snapshot.can({ type: 'social.requested', provider: 'google' }));
  const busy = useSelector(signIn, (snapshot) => snapshot.hasTag('busy'));
  // The build pre-rendered this page without a query: its links carry continue_url once live.
  const linkContinueUrl = useHydrated() ? continueUrl : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.send({ type: 'form.submitted' });
  };

  return (
    <AccessLayout>
      <FormHeading>
        <h1>{access.signIn.heading}</h1>
      </FormHeading>

      <SocialButtons
        disabled={!canUseSocial}
        busyProvider={socialProvider}
        onSelect={(provider) => signIn.send({ type: 'social.requested', provider })}
      />

      <OrDivider>{access.signIn.or}</OrDivider>

      <Form noValidate onSubmit={submit} aria-busy={busy || undefined}>
        {formError && <Alert>{formError}</Alert>}
        <EmailField
          label={access.signIn.email}
          value={email}
          error={errors.email}
          busy={busy}
          onValueChange={(value) => signIn.send({ type: 'field.changed', field: 'email', value })}
        />
        <TextField
          label={access.signIn.password}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          readOnly={busy}
          onValueChange={(value) => signIn.send({ type: 'field.changed', field: 'password', value })}
        />
        <InlineLinkRow>
          <Link href={paths.passwordReset({ continueUrl: linkContinueUrl })}>{access.signIn.forgotPassword}</Link>
        </InlineLinkRow>
        <Button type="submit" block disabled={!canSubmit} busy={submitting}>
          {access.signIn.submit}
        </Button>
      </Form>

      <FooterText>
        {access.signIn.noAccount} <Link href={paths.signUp({ continueUrl: linkContinueUrl })}>{access.signIn.toSignUp}</Link>
      </FooterText>
    </AccessLayout>
  );
}
