import { useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import { passwordTexts as texts } from '../../i18n/account.ts';
import type { NotifyParams } from '../../machines/effects.ts';
import { passwordChangeMachine } from '../../machines/passwordChangeMachine.ts';
import { passwordChecklist } from '../../schema/rules.ts';
import { PasswordChecklist } from '../access/PasswordChecklist.tsx';
import { Button } from '../ui/Button.tsx';
import { ListError } from '../ui/ListState.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { TextField } from '../ui/TextField.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.ts';
import { useInspect } from '../ui/inspect.ts';
import { Actions, Loading } from './section-parts.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 480px;
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** 'Seguridad' › 'Cambiar contraseña' (issue 21), bound to passwordChangeMachine; the sign-up's checklist. */
export function PasswordSection({ notify }: { notify: (params: NotifyParams) => void }) {
  const form = useActorRef(passwordChangeMachine.provide({ actions: { notify: (_, params) => notify(params) } }), { inspect: useInspect() });
  const loading = useSelector(form, (snapshot) => snapshot.hasTag('loading'));
  const failed = useSelector(form, (snapshot) => snapshot.matches('failed'));
  const passwordSet = useSelector(form, (snapshot) => snapshot.context.passwordSet);
  const current = useSelector(form, (snapshot) => snapshot.context.current);
  const next = useSelector(form, (snapshot) => snapshot.context.next);
  const errors = useSelector(form, (snapshot) => snapshot.context.errors);
  const flagUnmet = useSelector(form, (snapshot) => snapshot.context.flagUnmet);
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));

  const element = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'form.submitted' });
    // A refused submit shows every error: keyboard users land on the first one.
    if (!form.getSnapshot().hasTag('busy')) {
      requestAnimationFrame(() => element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };

  if (loading) {
    return (
      <Loading role="status">
        <Spinner $size={24} />
        <VisuallyHidden>{texts.loading}</VisuallyHidden>
      </Loading>
    );
  }
  if (failed) {
    return <ListError message={texts.loadFailed} retryLabel={texts.retry} retryVisible onRetry={() => form.send({ type: 'retry' })} />;
  }

  const setting = passwordSet === false;
  return (
    <Form ref={element} noValidate onSubmit={submit} aria-busy={busy || undefined} aria-labelledby="password-heading">
      <Heading id="password-heading">{setting ? texts.setHeading : texts.heading}</Heading>
      <Note>{setting ? texts.setIntro : texts.intro}</Note>
      {!setting && (
        <TextField
          label={texts.current}
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          value={current}
          error={errors.current}
          disabled={busy}
          onValueChange={(value) => form.send({ type: 'field.changed', field: 'current', value })}
        />
      )}
      <TextField
        label={texts.next}
        type="password"
        name="newPassword"
        autoComplete="new-password"
        value={next}
        error={errors.next}
        disabled={busy}
        hint={<PasswordChecklist checklist={passwordChecklist(next)} flagUnmet={flagUnmet} />}
        onValueChange={(value) => form.send({ type: 'field.changed', field: 'next', value })}
      />
      <Actions>
        <Button type="submit" disabled={busy} busy={busy}>
          {setting ? texts.submitSet : texts.submit}
        </Button>
      </Actions>
    </Form>
  );
}
