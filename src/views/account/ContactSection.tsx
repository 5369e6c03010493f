import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import { contactTexts as texts } from '../../i18n/account.ts';
import type { NotifyParams } from '../../machines/effects.ts';
import type { OnboardingProfileValues } from '../../machines/forms/onboarding-profile.ts';
import { onboardingPhotoMachine } from '../../machines/onboardingPhotoMachine.ts';
import { onboardingProfileMachine } from '../../machines/onboardingProfileMachine.ts';
import type { Agent } from '../../schema/agent.ts';
import { PhotoPicker } from '../onboarding/PhotoStep.tsx';
import { PhoneFields, PlaceFields } from '../onboarding/ProfileStep.tsx';
import { Button } from '../ui/Button.tsx';
import { RestoredNote } from '../ui/RestoredNote.tsx';
import { useInspect } from '../ui/inspect.ts';
import { media } from '../ui/media.ts';
import { useTypedDraft, type TypedDraft } from '../ui/useTypedDraft.ts';
import { decodeTypedPhone } from './typed-profile.ts';
import { Actions } from './section-parts.ts';

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const WideNote = styled(Note)`
  grid-column: 1 / -1;
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${media.md`
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > :last-child { grid-column: 1 / -1; }
  `}
`;

export interface ContactSectionProps {
  agent: Agent;
  notify: (params: NotifyParams) => void;
  onAgentSaved: (agent: Agent) => void;
}

/**
 * The photo and the phone after onboarding (issue 21, item 10), with the onboarding's own machines
 * and pieces: onboardingPhotoMachine behind PhotoPicker (PUT /landlords/avatar) and
 * onboardingProfileMachine behind the phone fields (PUT /landlords, which also carries the state and
 * locality: they are asked for here only while the agent has none saved). Each machine ends after
 * its save (onboarding moves on then); here a fresh one takes its place. Issue 21: the phone form
 * keeps a local copy of what was typed (the photo, a file, is never kept).
 */
export function ContactSection(props: ContactSectionProps) {
  return (
    <>
      <PhotoBlock {...props} />
      <PhoneBlock {...props} />
    </>
  );
}

function PhotoBlock({ agent, notify, onAgentSaved }: ContactSectionProps) {
  const [round, setRound] = useState(0);
  return (
    <Block aria-labelledby="account-photo-heading">
      <h3 id="account-photo-heading">{texts.photoHeading}</h3>
      <PhotoForm key={round} agent={agent} notify={notify} onAgentSaved={onAgentSaved} onFinished={() => setRound((value) => value + 1)} />
    </Block>
  );
}

function PhotoForm({ agent, notify, onAgentSaved, onFinished }: ContactSectionProps & { onFinished: () => void }) {
  const photo = useActorRef(
    onboardingPhotoMachine.provide({
      actions: {
        notify: (_, params) => notify(params),
        refresh: ({ context }) => onAgentSaved(context.agent),
      },
    }),
    { input: { agent }, inspect: useInspect() },
    (snapshot) => {
      if (snapshot.status === 'done') onFinished();
    },
  );
  return <PhotoPicker photo={photo} agent={agent} notify={notify} />;
}

function PhoneBlock({ agent, notify, onAgentSaved }: ContactSectionProps) {
  const [round, setRound] = useState(0);
  // A locality saved by the profile form above changes what PUT /landlords must carry: start afresh.
  const key = `${round}|${agent.address.countryLocationId ?? ''}`;
  return (
    <Block aria-labelledby="account-phone-heading">
      <h3 id="account-phone-heading">{texts.phoneHeading}</h3>
      <Note>{texts.phoneIntro}</Note>
      <PhoneDraft key={key} agent={agent} notify={notify} onAgentSaved={onAgentSaved} onFinished={() => setRound((value) => value + 1)} />
    </Block>
  );
}

type PhoneFormProps = ContactSectionProps & { onFinished: () => void };

/** Issue 21: what was typed and not saved survives a reload (a local copy per agent, read again by each fresh form). */
function PhoneDraft(props: PhoneFormProps) {
  const typed = useTypedDraft('profile', `${props.agent.agentId}-phone`, decodeTypedPhone);
  return <PhoneForm key={typed.generation} {...props} typed={typed} />;
}

function PhoneForm({ agent, notify, onAgentSaved, onFinished, typed }: PhoneFormProps & { typed: TypedDraft<OnboardingProfileValues> }) {
  const profile = useActorRef(
    onboardingProfileMachine.provide({
      actions: {
        notify: (_, params) => notify(params),
        refresh: ({ context }) => onAgentSaved(context.agent),
        rememberTyped: (_, { values }) => typed.remember(values),
        forgetTyped: () => typed.forget(),
      },
    }),
    { input: { agent, restored: typed.restored }, inspect: useInspect() },
    (snapshot) => {
      if (snapshot.status === 'done') onFinished();
    },
  );
  const editable = useSelector(profile, (snapshot) => snapshot.hasTag('editable'));
  const saving = useSelector(profile, (snapshot) => snapshot.matches('saving'));
  const placeMissing = agent.address.countryLocationId === null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    profile.send({ type: 'profile.submitted' });
    if (profile.getSnapshot().matches('editing')) {
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };

  return (
    <Form noValidate onSubmit={submit} aria-busy={!editable || undefined} aria-labelledby="account-phone-heading">
      {typed.restored !== null && (
        <Wide>
          <RestoredNote onDiscard={typed.discard} />
        </Wide>
      )}
      {placeMissing && (
        <>
          <WideNote>{texts.placeNeeded}</WideNote>
          <PlaceFields profile={profile} />
        </>
      )}
      <PhoneFields profile={profile} />
      <Actions>
        <Button type="submit" disabled={!editable} busy={saving}>
          {texts.savePhone}
        </Button>
      </Actions>
    </Form>
  );
}
