import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import type { NotifyParams } from '../../machines/effects.ts';
import {
  passwordResetMachine,
  resetPasswordErrorMessage,
  resetRequestErrorMessage,
} from '../../machines/passwordResetMachine.ts';
import { access, product } from '../../i18n/es.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { MailIcon } from '../ui/icons.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useFocusOnChange } from '../ui/useFocusOnChange.ts';
import { useInspect } from '../ui/inspect.ts';
import { useNavigateEffect } from '../ui/useNavigateEffect.ts';
import { usePageTitle } from '../ui/usePageTitle.ts';
import { paths } from '../paths.ts';
import { AccessLayout } from './AccessLayout.tsx';
import { EmailField } from './EmailField.tsx';
import { FooterText, Form, FormHeading } from './FormParts.tsx';

const MailBadge = styled.span`
  width: 72px;
  height: 72px;
  display: grid;
  place-items: center;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Countdown = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const Intro = styled.p`
  overflow-wrap: anywhere;
`;

type Screen = 'email' | 'sent' | 'password';

export interface PasswordResetPageProps {
  /** The `authorization` query parameter of the e-mailed link (null when absent or empty). */
  authorization: string | null;
  continueUrl: string | null;
  notify: (params: NotifyParams) => void;
}

/** /password-reset: 'email', 'email-send' (60 s resend cooldown) and 'password'. */
export function PasswordResetPage({ authorization, continueUrl, notify }: PasswordResetPageProps) {
  usePageTitle(product.title(access.passwordReset.pageTitle));
  const navigate = useNavigateEffect();
  const reset = useActorRef(
    passwordResetMachine.provide({
      actions: {
        notify: (_, params) => notify(params),
        navigate: (_, params) => navigate(params),
      },
    }),
    { input: { authorization }, inspect: useInspect() },
  );

  const screen = useSelector(reset, (snapshot): Screen =>
    snapshot.matches('emailSent') ? 'sent' : snapshot.matches('email') || snapshot.matches('requesting') ? 'email' : 'password',
  );
  const headingRef = useFocusOnChange<HTMLHeadingElement>(screen);

  const email = useSelector(reset, (snapshot) => snapshot.context.email);
  const password = useSelector(reset, (snapshot) => snapshot.context.password);
  const confirmation = useSelector(reset, (snapshot) => snapshot.context.confirmation);
  const errors = useSelector(reset, (snapshot) => snapshot.context.errors);
  const error = useSelector(reset, (snapshot) => snapshot.context.error);
  const secondsLeft = useSelector(reset, (snapshot) => snapshot.context.secondsLeft);
  const coolingDown = useSelector(reset, (snapshot) => snapshot.matches({ emailSent: 'coolingDown' }));
  const busy = useSelector(reset, (snapshot) => snapshot.hasTag('busy'));
  const canSubmit = useSelector(reset, (snapshot) => snapshot.can({ type: 'form.submitted' }));
  const canResend = useSelector(reset, (snapshot) => snapshot.can({ type: 'resend.requested' }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset.send({ type: 'form.submitted' });
  };

  const backToSignIn = (
    <FooterText>
      <Link href={paths.login({ continueUrl })}>{access.passwordReset.backToSignIn}</Link>
    </FooterText>
  );

  if (screen === 'sent') {
    return (
      <AccessLayout>
        <FormHeading>
          <MailBadge>
            <MailIcon />
          </MailBadge>
          <h1 ref={headingRef} tabIndex={-1}>
            {access.passwordReset.sentHeading}
          </h1>
          <Intro>{access.passwordReset.sentIntro(email)}</Intro>
        </FormHeading>
        {error && <Alert>{resetRequestErrorMessage(error)}</Alert>}
        <Button variant="secondary" block disabled={!canResend} busy={busy} onClick={() => reset.send({ type: 'resend.requested' })}>
          {access.passwordReset.resend}
        </Button>
        {coolingDown && <Countdown>{access.passwordReset.resendCountdown(secondsLeft)}</Countdown>}
        {backToSignIn}
      </AccessLayout>
    );
  }

  if (screen === 'password') {
    return (
      <AccessLayout>
        <FormHeading>
          <h1 ref={headingRef} tabIndex={-1}>
            {access.passwordReset.passwordHeading}
          </h1>
        </FormHeading>
        <Form noValidate onSubmit={submit} aria-busy={busy || undefined}>
          {error && <Alert>{resetPasswordErrorMessage(error)}</Alert>}
          <TextField
            label={access.passwordReset.password}
            type="password"
            name="password"
            autoComplete="new-password"
            value={password}
            error={errors.password}
            readOnly={busy}
          onValueChange={(value) => reset.send({ type: 'field.changed', field: 'password', value })}
          />
          <TextField
            label={access.passwordReset.confirmation}
            type="password"
            name="confirmation"
            autoComplete="new-password"
            value={confirmation}
            error={errors.confirmation}
            readOnly={busy}
          onValueChange={(value) => reset.send({ type: 'field.changed', field: 'confirmation', value })}
          />
          <Button type="submit" block disabled={!canSubmit} busy={busy}>
            {access.passwordReset.save}
          </Button>
        </Form>
        {backToSignIn}
      </AccessLayout>
    );
  }

  return (
    <AccessLayout>
      <FormHeading>
        <h1 ref={headingRef} tabIndex={-1}>
          {access.passwordReset.emailHeading}
        </h1>
        <p>{access.passwordReset.emailIntro}</p>
      </FormHeading>
      <Form noValidate onSubmit={submit} aria-busy={busy || undefined}>
        {error && <Alert>{resetRequestErrorMessage(error)}</Alert>}
        <EmailField
          label={access.passwordReset.email}
          value={email}
          error={errors.email}
          busy={busy}
          onValueChange={(value) => reset.send({ type: 'field.changed', field: 'email', value })}
        />
        <Button type="submit" block disabled={!canSubmit} busy={busy}>
          {access.passwordReset.send}
        </Button>
      </Form>
      {backToSignIn}
    </AccessLayout>
  );
}
