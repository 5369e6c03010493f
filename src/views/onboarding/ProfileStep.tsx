import { useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSelector } from '@xstate/react';
import { onboardingTexts as texts } from '../../i18n/onboarding.ts';
import type { OnboardingProfileActor } from '../../machines/onboardingMachine.ts';
import { Button } from '../ui/Button.tsx';
import { Select } from '../ui/Select.tsx';
import { TextField } from '../ui/TextField.tsx';
import { media } from '../ui/media.ts';
import { Spacer, StepActions } from './StepParts.tsx';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${media.md`
    grid-template-columns: repeat(2, minmax(0, 1fr));
  `}
`;

const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${media.sm`
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  `}
  ${media.md`
    grid-column: 1 / -1;
  `}
`;

const Wide = styled.div`
  ${media.md`
    grid-column: 1 / -1;
  `}
`;

const phoneCodeOptions = [{ value: '58', label: texts.profile.phoneCountry }];

/** State and locality (the chosen state's), bound to onboardingProfileMachine. */
export function PlaceFields({ profile }: { profile: OnboardingProfileActor }) {
  const values = useSelector(profile, (snapshot) => snapshot.context.values);
  const errors = useSelector(profile, (snapshot) => snapshot.context.errors);
  const countryStates = useSelector(profile, (snapshot) => snapshot.context.countryStates);
  const statesFailed = useSelector(profile, (snapshot) => snapshot.context.countryStatesStatus === 'failed');
  const localities = useSelector(profile, (snapshot) => snapshot.context.localities);
  const localitiesStatus = useSelector(profile, (snapshot) => snapshot.context.localitiesStatus);
  const editable = useSelector(profile, (snapshot) => snapshot.hasTag('editable'));

  // The saved locality shows as chosen only once its state's localities are there.
  const localityOptions = localities.map((location) => ({ value: location.countryLocationId, label: location.name }));
  const localityValue = localityOptions.some((option) => option.value === values.countryLocationId) ? (values.countryLocationId ?? '') : '';

  return (
    <>
      <Select
        label={texts.profile.countryState}
        name="countryState"
        value={values.countryStateId ?? ''}
        options={countryStates.map((state) => ({ value: state.countryStateId, label: state.name }))}
        placeholder={texts.profile.choose}
        error={errors.countryState ?? (statesFailed ? texts.profile.statesFailed : null)}
        disabled={!editable}
        onValueChange={(value) => profile.send({ type: 'countryState.selected', countryStateId: value === '' ? null : value })}
      />
      <Select
        label={texts.profile.location}
        name="location"
        value={localityValue}
        options={localityOptions}
        placeholder={texts.profile.choose}
        error={errors.countryLocation ?? (localitiesStatus === 'failed' ? texts.profile.localitiesFailed : null)}
        disabled={!editable || values.countryStateId === null || localitiesStatus === 'loading'}
        onValueChange={(value) =>
          profile.send({ type: 'countryLocation.selected', countryLocationId: value === '' ? null : value })
        }
      />
    </>
  );
}

/** The phone (+58, the only country offered), bound to onboardingProfileMachine. */
export function PhoneFields({ profile }: { profile: OnboardingProfileActor }) {
  const phoneNumber = useSelector(profile, (snapshot) => snapshot.context.values.phoneNumber);
  const error = useSelector(profile, (snapshot) => snapshot.context.errors.phoneNumber);
  const editable = useSelector(profile, (snapshot) => snapshot.hasTag('editable'));
  return (
    <PhoneRow>
      {/* Venezuela is the only country offered (spec 01): shown, not choosable. */}
      <Select
        label={texts.profile.phoneCode}
        name="phoneCode"
        value="58"
        options={phoneCodeOptions}
        disabled={!editable}
        onValueChange={() => {}}
      />
      <TextField
        label={texts.profile.phone}
        type="tel"
        name="phoneNumber"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="0412 1234567"
        value={phoneNumber}
        error={error}
        readOnly={!editable}
        onValueChange={(value) => profile.send({ type: 'phone.changed', value })}
      />
    </PhoneRow>
  );
}

/** Step 1 (spec 01): state, the state's localities and the phone, bound to onboardingProfileMachine. */
export function ProfileStep({ profile, skipLabel, onSkip }: { profile: OnboardingProfileActor; skipLabel: string; onSkip: () => void }) {
  const editable = useSelector(profile, (snapshot) => snapshot.hasTag('editable'));
  const saving = useSelector(profile, (snapshot) => snapshot.matches('saving'));

  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    profile.send({ type: 'profile.submitted' });
    // A refused submit shows every error: keyboard users land on the first one.
    if (profile.getSnapshot().matches('editing')) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };

  return (
    <Form ref={form} noValidate onSubmit={submit} aria-busy={!editable || undefined}>
      <PlaceFields profile={profile} />
      <PhoneFields profile={profile} />
      <Wide>
        <StepActions>
          <Button variant="secondary" disabled={!editable} onClick={onSkip}>
            {skipLabel}
          </Button>
          <Spacer />
          <Button type="submit" disabled={!editable} busy={saving}>
            {texts.profile.submit}
          </Button>
        </StepActions>
      </Wide>
    </Form>
  );
}
