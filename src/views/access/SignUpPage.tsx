import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { signUpErrorMessage, signUpMachine } from '../../machines/signUpMachine.ts';
import { passwordChecklist } from '../../schema/rules.ts';
import type { SignedIn } from '../../services/auth-api.ts';
import { access, product } from '../../i18n/es.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Checkbox } from '../ui/Checkbox.tsx';
import { ArrowLeftIcon } from '../ui/icons.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useFocusOnChange } from '../ui/useFocusOnChange.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { useInspect } from '../ui/inspect.ts';
import { useNavigateEffect } from '../ui/useNavigateEffect.ts';
import { usePageTitle } from '../ui/usePageTitle.ts';
import { paths } from '../paths.ts';
import { AccessLayout } from './AccessLayout.tsx';
import { EmailField } from './EmailField.tsx';
import { FooterText, Form, FormHeading, OrDivider } from './FormParts.tsx';
import { PasswordChecklist } from './PasswordChecklist.tsx';
import { SocialButtons } from './SocialButtons.tsx';

const StepRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const BackButton = styled.button`
  width: 44px;
  height: 44px;
  margin-left: -${({ theme }) => theme.space.sm};
  display: grid;
  place-items: center;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.background}; }
`;

const Legal = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Email = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

export interface SignUpPageProps {
  continueUrl: string | null;
  onSignedIn: (result: SignedIn) => void;
}

/** /signup: step 1 details (or a social provider), step 2 password with the live checklist. */
export function SignUpPage({ continueUrl, onSignedIn }: SignUpPageProps) {
  usePageTitle(product.title(access.signUp.pageTitle));
  const navigate = useNavigateEffect();
  const signUp = useActorRef(
    signUpMachine.provide({
      actions: {
        signedIn: (_, result) => onSignedIn(result),
        navigate: (_, params) => navigate(params),
      },
    }),
    { input: { continueUrl }, inspect: useInspect() },
  );

  const step = useSelector(signUp, (snapshot) => (snapshot.matches('password') || snapshot.matches('submitting') ? 2 : 1));
  const headingRef = useFocusOnChange<HTMLHeadingElement>(step);

  const firstName = useSelector(signUp, (snapshot) => snapshot.context.firstName);
  const email = useSelector(signUp, (snapshot) => snapshot.context.email);
  const acceptSendEmails = useSelector(signUp, (snapshot) => snapshot.context.acceptSendEmails);
  const password = useSelector(signUp, (snapshot) => snapshot.context.password);
  const errors = useSelector(signUp, (snapshot) => snapshot.context.errors);
  const formError = useSelector(signUp, ({ context }) => (context.error === null ? null : signUpErrorMessage(context.error)));
  const busy = useSelector(signUp, (snapshot) => snapshot.hasTag('busy'));
  const checking = useSelector(signUp, (snapshot) => snapshot.matches('checking'));
  const submitting = useSelector(signUp, (snapshot) => snapshot.matches('submitting'));
  const socialProvider = useSelector(signUp, (snapshot) => (snapshot.matches('social') ? snapshot.context.provider : null));
  const canSubmit = useSelector(signUp, (snapshot) => snapshot.can({ type: 'form.submitted' }));
  const canUseSocial = useSelector(signUp, (snapshot) => snapshot.can({ type: 'social.requested', provider: 'google' }));
  const canGoBack = useSelector(signUp, (snapshot) => snapshot.can({ type: 'step.back' }));
  // The build pre-rendered this page without a query: its link carries continue_url once live.
  const linkContinueUrl = useHydrated() ? continueUrl : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signUp.send({ type: 'form.submitted' });
  };

  if (step === 2) {
    return (
      <AccessLayout>
        <FormHeading>
          <StepRow>
            <BackButton type="button" aria-label={access.signUp.back} disabled={!canGoBack} onClick={() => signUp.send({ type: 'step.back' })}>
              <ArrowLeftIcon />
            </BackButton>
            {access.signUp.step(2, 2)}
          </StepRow>
          <h1 ref={headingRef} tabIndex={-1}>
            {access.signUp.passwordHeading}
          </h1>
          <Email>{email}</Email>
        </FormHeading>
        <Form noValidate onSubmit={submit} aria-busy={busy || undefined}>
          {formError && <Alert>{formError}</Alert>}
          <TextField
            label={access.signUp.password}
            type="password"
            name="password"
            autoComplete="new-password"
            value={password}
            error={errors.password}
            announceError
            // Once 'Crear cuenta' was refused, the unmet items are marked (issue 8).
            hint={<PasswordChecklist checklist={passwordChecklist(password)} flagUnmet={errors.password !== null} />}
            readOnly={busy}
            onValueChange={(value) => signUp.send({ type: 'field.changed', field: 'password', value })}
          />
          <Button type="submit" block disabled={!canSubmit} busy={submitting}>
            {access.signUp.submit}
          </Button>
        </Form>
      </AccessLayout>
    );
  }

  return (
    <AccessLayout>
      <FormHeading>
        <StepRow>{access.signUp.step(1, 2)}</StepRow>
        <h1 ref={headingRef} tabIndex={-1}>
          {access.signUp.heading}
        </h1>
      </FormHeading>

      <SocialButtons
        disabled={!canUseSocial}
        busyProvider={socialProvider}
        onSelect={(provider) => signUp.send({ type: 'social.requested', provider })}
      />

      <OrDivider>{access.signIn.or}</OrDivider>

      <Form noValidate onSubmit={submit} aria-busy={busy || undefined}>
        {formError && <Alert>{formError}</Alert>}
        <TextField
          label={access.signUp.firstName}
          name="firstName"
          autoComplete="given-name"
          value={firstName}
          error={errors.firstName}
          readOnly={busy}
          onValueChange={(value) => signUp.send({ type: 'field.changed', field: 'firstName', value })}
        />
        <EmailField
          label={access.signUp.email}
          value={email}
          error={errors.email}
          busy={busy}
          onValueChange={(value) => signUp.send({ type: 'field.changed', field: 'email', value })}
        />
        <Checkbox
          label={access.signUp.acceptSendEmails}
          checked={acceptSendEmails}
          disabled={busy}
          onCheckedChange={(value) => signUp.send({ type: 'acceptSendEmails.changed', value })}
        />
        {/* A new tab, so what was typed here stays (issue 8). */}
        <Legal>
          {access.signUp.termsPrefix}{' '}
          <a href={paths.terms()} target="_blank" rel="noopener">
            {access.signUp.terms}
            <VisuallyHidden> {access.signUp.opensInNewTab}</VisuallyHidden>
          </a>{' '}
          {access.signUp.and}{' '}
          <a href={paths.privacy()} target="_blank" rel="noopener">
            {access.signUp.privacy}
            <VisuallyHidden> {access.signUp.opensInNewTab}</VisuallyHidden>
          </a>
          .
        </Legal>
        <Button type="submit" block disabled={!canSubmit} busy={checking}>
          {access.signUp.continue}
        </Button>
      </Form>

      <FooterText>
        {access.signUp.haveAccount} <Link href={paths.login({ continueUrl: linkContinueUrl })}>{access.signUp.toSignIn}</Link>
      </FooterText>
    </AccessLayout>
  );
}
