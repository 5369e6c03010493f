import type { FormEvent, ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { signInErrorMessage, type signInMachine } from '../../machines/signInMachine.ts';
import { access } from '../../i18n/es.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';
import { EmailField } from './EmailField.tsx';
import { Form, OrDivider } from './FormParts.tsx';
import { SocialButtons } from './SocialButtons.tsx';

/**
 * The sign-in form bound to a signInMachine actor: the social buttons, then e-mail and password. Shared
 * by /login and the shell's re-sign-in dialog (issue 21), so both sign in the same way.
 */
export function SignInForm({
  signIn,
  belowPassword,
  focusPassword = false,
}: {
  signIn: ActorRefFrom<typeof signInMachine>;
  belowPassword?: ReactNode;
  /** The dialog's form starts at the password (the e-mail is prefilled). */
  focusPassword?: boolean;
}) {
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.send({ type: 'form.submitted' });
  };

  return (
    <>
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
          data-autofocus={focusPassword || undefined}
          onValueChange={(value) => signIn.send({ type: 'field.changed', field: 'password', value })}
        />
        {belowPassword}
        <Button type="submit" block disabled={!canSubmit} busy={submitting}>
          {access.signIn.submit}
        </Button>
      </Form>
    </>
  );
}
