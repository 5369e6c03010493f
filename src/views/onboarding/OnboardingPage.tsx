import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import { onboardingTexts as texts } from '../../i18n/onboarding.ts';
import type { NotifyParams } from '../../machines/effects.ts';
import {
  onboardingMachine,
  stepTask,
  type OnboardingPhotoActor,
  type OnboardingProfileActor,
  type OnboardingStepNumber,
} from '../../machines/onboardingMachine.ts';
import type { Agent } from '../../schema/agent.ts';
import { Card } from '../ui/Card.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.ts';
import { useInspect } from '../ui/inspect.ts';
import { useFocusOnChange } from '../ui/useFocusOnChange.ts';
import { useNavigateEffect } from '../ui/useNavigateEffect.ts';
import { usePageTitle } from '../ui/usePageTitle.ts';
import { paths } from '../paths.ts';
import { ConnectStep } from './ConnectStep.tsx';
import { OnboardingHeader, pageTitle } from './OnboardingHeader.tsx';
import { PhotoStep } from './PhotoStep.tsx';
import { ProfileStep } from './ProfileStep.tsx';

const Main = styled.main`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
`;

const Heading = styled.h1`
  margin-bottom: ${({ theme }) => theme.space.xs};
  &:focus { outline: none; }
`;

const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.muted};
`;

const STEP_TEXTS = { 1: texts.profile, 2: texts.photo, 3: texts.connect } as const;

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 240px;
`;

export interface OnboardingPageProps {
  agent: Agent;
  /** The query's step, or null to open the first incomplete one. */
  requestedStep: OnboardingStepNumber | null;
  /** The query's `from`, kept in the address bar as the steps change. */
  from: string | null;
  notify: (params: NotifyParams) => void;
  /** Refreshes the session's agent (2 s after a save). */
  refreshAgent: () => void;
}

/** /onboarding: the header and the current step, bound to onboardingMachine (steps, saves, delays are the machine's). */
export function OnboardingPage({ agent, requestedStep, from, notify, refreshAgent }: OnboardingPageProps) {
  usePageTitle(pageTitle);
  const navigate = useNavigateEffect();
  const onboarding = useActorRef(
    onboardingMachine.provide({
      actions: {
        stepShown: (_, { step }) => navigate({ to: paths.onboarding({ step, from }), replace: true }),
        refreshAgent: () => refreshAgent(),
        notify: (_, params) => notify(params),
        finished: () => navigate({ to: paths.dashboard() }),
      },
    }),
    { input: { agent, requestedStep }, inspect: useInspect() },
  );

  const loading = useSelector(onboarding, (snapshot) => snapshot.matches('loading') || snapshot.matches('choosing'));
  const step = useSelector(onboarding, (snapshot) => snapshot.context.step);
  const completed = useSelector(onboarding, (snapshot) => snapshot.context.completed);
  const current = useSelector(onboarding, (snapshot) => snapshot.context.agent);
  const profile = useSelector(onboarding, (snapshot) => snapshot.children['profile'] as OnboardingProfileActor | undefined);
  const photo = useSelector(onboarding, (snapshot) => snapshot.children['photo'] as OnboardingPhotoActor | undefined);
  const inConnect = useSelector(onboarding, (snapshot) => snapshot.matches('connect') || snapshot.matches('done'));
  const done = (item: OnboardingStepNumber) => completed.includes(stepTask(item));
  // Each new step puts keyboard and screen-reader users on its heading.
  const heading = useFocusOnChange<HTMLHeadingElement>(loading ? 0 : step);

  return (
    <>
      <OnboardingHeader step={step} done={done} />
      <Main>
        <Card>
          {loading ? (
            <Loading role="status">
              <Spinner $size={28} />
              <VisuallyHidden>{texts.loading}</VisuallyHidden>
            </Loading>
          ) : (
            <>
              <Heading ref={heading} tabIndex={-1}>
                {STEP_TEXTS[step].heading}
              </Heading>
              <Intro>{STEP_TEXTS[step].intro}</Intro>
            </>
          )}
          {loading ? null : profile ? (
            <ProfileStep
              key="profile"
              profile={profile}
              skipLabel={done(1) ? texts.next : texts.skip}
              onSkip={() => onboarding.send({ type: 'step.skipped' })}
            />
          ) : photo ? (
            <PhotoStep
              key="photo"
              photo={photo}
              agent={current}
              skipLabel={done(2) ? texts.next : texts.skip}
              notify={notify}
              onBack={() => onboarding.send({ type: 'step.back' })}
              onSkip={() => onboarding.send({ type: 'step.skipped' })}
            />
          ) : inConnect ? (
            <ConnectStep
              onBack={() => onboarding.send({ type: 'step.back' })}
              onFinish={() => onboarding.send({ type: 'onboarding.finished' })}
            />
          ) : null}
        </Card>
      </Main>
    </>
  );
}
