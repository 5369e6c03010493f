import { forwardRef, useId } from 'react';
import styled, { css } from 'styled-components';
import { Link } from 'wouter';
import { FIRST_STEPS } from '../../../machines/firstStepsMachine.ts';
import type { CompletedTaskKind } from '../../../schema/reference.ts';
import { firstStepsTexts as texts } from '../../../i18n/dashboard-widgets.ts';
import { VisuallyHidden } from '../../ui/VisuallyHidden.ts';
import { CheckCircleIcon, CircleIcon } from '../../ui/widgetIcons.tsx';
import { paths } from '../../paths.ts';
import { WidgetCard, WidgetHeader, minimiseOnEscape } from './WidgetParts.tsx';

/**
 * Where each step is done. Onboarding sends an agent with a completed profile home unless
 * `from=async_media` (spec 01 §2), so the photo link carries it; connections are made on the account
 * page once onboarding is over.
 */
const STEP_HREF: Record<CompletedTaskKind, string> = {
  1: paths.onboarding({ step: 1 }),
  2: paths.onboarding({ step: 2, from: 'async_media' }),
  3: paths.account({ section: 'integrations' }),
  4: paths.createDraft(),
  5: paths.createCustomer(),
};

/** Spec 01 §4: the profile item needs types 1, 2 and 3; the property item 4; the customer item 5. */
const PROFILE_STEPS: readonly CompletedTaskKind[] = [1, 2, 3];

const Items = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
`;

const SubItems = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space.lg};
`;

const Group = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-weight: 600;
`;

const stepRow = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StepLink = styled(Link)`
  ${stepRow}
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;

  &:hover { background: ${({ theme }) => theme.colors.primarySoft}; }
`;

const StepDone = styled.span`
  ${stepRow}
  color: ${({ theme }) => theme.colors.muted};
  text-decoration: line-through;
`;

const Mark = styled.span<{ $done: boolean }>`
  display: inline-flex;
  color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.borderStrong)};
`;

function Step({ kind, done }: { kind: CompletedTaskKind; done: boolean }) {
  const mark = (
    <Mark $done={done} aria-hidden="true">
      {done ? <CheckCircleIcon /> : <CircleIcon />}
    </Mark>
  );
  return (
    <li>
      {done ? (
        <StepDone>
          {mark}
          {texts.steps[kind]}
          <VisuallyHidden>{` (${texts.stepDone})`}</VisuallyHidden>
        </StepDone>
      ) : (
        <StepLink href={STEP_HREF[kind]}>
          {mark}
          {texts.steps[kind]}
          <VisuallyHidden>{` (${texts.stepPending})`}</VisuallyHidden>
        </StepLink>
      )}
    </li>
  );
}

export interface FirstStepsCardProps {
  done: readonly CompletedTaskKind[];
  onMinimise: () => void;
  onDismiss: () => void;
}

/** The open checklist: the three items of spec 01 §4, the profile one in its three steps. */
export const FirstStepsCard = forwardRef<HTMLButtonElement, FirstStepsCardProps>(function FirstStepsCard(
  { done, onMinimise, onDismiss },
  minimiseRef,
) {
  const titleId = useId();
  const isDone = (kind: CompletedTaskKind) => done.includes(kind);
  const profileDone = PROFILE_STEPS.every(isDone);
  return (
    <WidgetCard aria-labelledby={titleId} onKeyDown={minimiseOnEscape(onMinimise)}>
      <WidgetHeader
        ref={minimiseRef}
        titleId={titleId}
        title={texts.title}
        subtitle={texts.progress(FIRST_STEPS.filter(isDone).length, FIRST_STEPS.length)}
        minimiseLabel={texts.minimise}
        dismissLabel={texts.dismiss}
        onMinimise={onMinimise}
        onDismiss={onDismiss}
      />
      <Items>
        <li>
          <Group>
            <Mark $done={profileDone} aria-hidden="true">
              {profileDone ? <CheckCircleIcon /> : <CircleIcon />}
            </Mark>
            {texts.profile}
            <VisuallyHidden>{` (${profileDone ? texts.stepDone : texts.stepPending})`}</VisuallyHidden>
          </Group>
          <SubItems>
            {PROFILE_STEPS.map((kind) => (
              <Step key={kind} kind={kind} done={isDone(kind)} />
            ))}
          </SubItems>
        </li>
        <Step kind={4} done={isDone(4)} />
        <Step kind={5} done={isDone(5)} />
      </Items>
    </WidgetCard>
  );
});
