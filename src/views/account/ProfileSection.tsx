import { useId, useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { NotifyParams } from '../../machines/effects.ts';
import type { ProfileValues } from '../../machines/forms/profile-form.ts';
import { profileFormMachine } from '../../machines/profileFormMachine.ts';
import type { Agent } from '../../schema/agent.ts';
import { AGENT_DESCRIPTION_MAX } from '../../schema/rules.ts';
import { profileTexts as texts } from '../../i18n/account.ts';
import { customerFieldTexts } from '../../i18n/customers.ts';
import { Button } from '../ui/Button.tsx';
import { ListError } from '../ui/ListState.tsx';
import { RestoredNote } from '../ui/RestoredNote.tsx';
import { Select } from '../ui/Select.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { TextArea } from '../ui/TextArea.tsx';
import { FieldError, FieldLabel, TextField } from '../ui/TextField.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.ts';
import { useInspect } from '../ui/inspect.ts';
import { media } from '../ui/media.ts';
import { useTypedDraft, type TypedDraft } from '../ui/useTypedDraft.ts';
import { BirthDateField } from '../customers/form/BirthDateField.tsx';
import { decodeTypedProfile } from './typed-profile.ts';
import { Actions, Loading } from './section-parts.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${media.md`
    grid-template-columns: repeat(2, minmax(0, 1fr));
  `}
`;

const Wide = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};

  ${media.md`
    grid-column: 1 / -1;
  `}
`;

const Counter = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Spec 02 §2.5 marks these required; the birth date too, which §5 requires (docs/decisions.md). */
const required = (label: string): string => `${label} *`;

const sexOptions = ([1, 2, 3] as const).map((sex) => ({ value: String(sex), label: texts.sexOptions[sex] }));
const optionValue = (value: number | string | null): string => (value === null ? '' : String(value));

export interface ProfileSectionProps {
  agent: Agent;
  notify: (params: NotifyParams) => void;
  /** The session's agent becomes the server's answer: the shell's name and avatar follow. */
  onAgentSaved: (agent: Agent) => void;
}

/** 'Editar información básica' (spec 02 §2.5), bound to profileFormMachine. */
export function ProfileSection(props: ProfileSectionProps) {
  // Issue 21: what was typed and not saved survives a reload (a local copy per agent).
  const typed = useTypedDraft('profile', props.agent.agentId, decodeTypedProfile);
  return <ProfileForm key={typed.generation} {...props} typed={typed} />;
}

function ProfileForm({ agent, notify, onAgentSaved, typed }: ProfileSectionProps & { typed: TypedDraft<ProfileValues> }) {
  const form = useActorRef(
    profileFormMachine.provide({
      actions: {
        agentSaved: (_, params) => onAgentSaved(params.agent),
        notify: (_, params) => notify(params),
        rememberTyped: (_, { values }) => typed.remember(values),
        forgetTyped: () => typed.forget(),
      },
    }),
    { input: { agent, restored: typed.restored }, inspect: useInspect() },
  );
  const loading = useSelector(form, (snapshot) => snapshot.hasTag('loading'));
  const failed = useSelector(form, (snapshot) => snapshot.matches('failed'));
  const values = useSelector(form, (snapshot) => snapshot.context.values);
  const errors = useSelector(form, (snapshot) => snapshot.context.errors);
  const today = useSelector(form, (snapshot) => snapshot.context.today);
  const countryStates = useSelector(form, (snapshot) => snapshot.context.countryStates);
  const localities = useSelector(form, (snapshot) => snapshot.context.localities);
  const localitiesLoading = useSelector(form, (snapshot) => snapshot.hasTag('localitiesLoading'));
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  const descriptionId = useId();
  const noteId = useId();

  const formElement = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'form.submitted' });
    // A refused submit shows every error: keyboard users land on the first one.
    if (!form.getSnapshot().hasTag('busy')) {
      requestAnimationFrame(() => formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
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
    return (
      <ListError
        message={texts.loadFailed}
        retryLabel={texts.retry}
        retryVisible
        onRetry={() => form.send({ type: 'reference.retried' })}
      />
    );
  }

  const descriptionError = errors.description;
  return (
    <Form ref={formElement} noValidate onSubmit={submit} aria-busy={busy || undefined} aria-describedby={noteId}>
      {typed.restored !== null && <RestoredNote onDiscard={typed.discard} />}
      <Note id={noteId}>{texts.requiredNote}</Note>
      <Fields>
        <TextField
          label={required(texts.firstName)}
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          error={errors.firstName}
          disabled={busy}
          onValueChange={(value) => form.send({ type: 'field.changed', field: 'firstName', value })}
        />
        <TextField
          label={required(texts.lastName)}
          name="lastName"
          autoComplete="family-name"
          required
          value={values.lastName}
          error={errors.lastName}
          disabled={busy}
          onValueChange={(value) => form.send({ type: 'field.changed', field: 'lastName', value })}
        />
        <Select
          label={required(texts.sex)}
          name="sex"
          required
          value={optionValue(values.sex)}
          options={sexOptions}
          placeholder={values.sex === null ? texts.choose : undefined}
          error={errors.sex}
          disabled={busy}
          onValueChange={(value) => form.send({ type: 'sex.selected', value: value === '' ? null : Number(value) })}
        />
        <BirthDateField
          label={required(customerFieldTexts.birthDate)}
          value={values.birthDate}
          today={today}
          error={errors.birthDate}
          disabled={busy}
          onPartChange={(part, value) => form.send({ type: 'birthDate.changed', part, value })}
        />
        <Select
          label={required(texts.countryState)}
          name="countryState"
          required
          value={optionValue(values.countryStateId)}
          options={countryStates.map((state) => ({ value: state.countryStateId, label: state.name }))}
          placeholder={texts.choose}
          error={errors.countryState}
          disabled={busy}
          onValueChange={(value) => form.send({ type: 'countryState.selected', countryStateId: value === '' ? null : value })}
        />
        <Select
          label={required(texts.location)}
          name="location"
          required
          value={optionValue(values.countryLocationId)}
          options={localities.map((location) => ({ value: location.countryLocationId, label: location.name }))}
          placeholder={texts.choose}
          error={errors.countryLocation}
          disabled={busy || values.countryStateId === null || localitiesLoading}
          onValueChange={(value) =>
            form.send({ type: 'countryLocation.selected', countryLocationId: value === '' ? null : value })
          }
        />
        <Wide>
          <FieldLabel htmlFor={descriptionId}>{required(texts.description)}</FieldLabel>
          <TextArea
            id={descriptionId}
            name="description"
            required
            value={values.description}
            maxLength={AGENT_DESCRIPTION_MAX + 50}
            disabled={busy}
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={[descriptionError ? `${descriptionId}-error` : null, `${descriptionId}-count`].filter(Boolean).join(' ')}
            onChange={(event: { target: { value: string } }) =>
              form.send({ type: 'field.changed', field: 'description', value: event.target.value })
            }
          />
          <Counter id={`${descriptionId}-count`}>{texts.descriptionHint(values.description.trim().length, AGENT_DESCRIPTION_MAX)}</Counter>
          {descriptionError && <FieldError id={`${descriptionId}-error`}>{descriptionError}</FieldError>}
        </Wide>
      </Fields>
      <Actions>
        <Button type="submit" disabled={busy} busy={busy}>
          {texts.save}
        </Button>
      </Actions>
    </Form>
  );
}
