import styled, { css } from 'styled-components';
import { Link } from 'wouter';
import { product, shell } from '../../i18n/es.ts';
import { onboardingTexts as texts } from '../../i18n/onboarding.ts';
import type { OnboardingStepNumber } from '../../machines/onboardingMachine.ts';
import { buttonStyle, type ButtonStyleProps } from '../ui/Button.tsx';
import { Logo, LogoLink } from '../ui/Logo.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.ts';
import { media } from '../ui/media.ts';
import { paths } from '../paths.ts';

export const STEPS = [
  { step: 1, title: texts.steps.profile },
  { step: 2, title: texts.steps.photo },
  { step: 3, title: texts.steps.connect },
] as const;

type StepState = 'done' | 'active' | 'todo';

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 64px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${media.lg`
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xl}`};
  `}
`;

const Steps = styled.ol`
  display: none;
  list-style: none;
  margin: 0;
  padding: 0;
  gap: ${({ theme }) => theme.space.lg};

  ${media.lg`
    display: flex;
  `}
`;

const StepItem = styled.li<{ $state: StepState }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 600;
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.muted : theme.colors.text)};
`;

const StepBadge = styled.span<{ $state: StepState; $current: boolean }>`
  width: 28px;
  height: 28px;
  display: grid;
  place-items: center;
  border-radius: 50%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  border: 2px solid ${({ theme, $state }) => ($state === 'todo' ? theme.colors.borderStrong : theme.colors.primary)};
  ${({ theme, $state }) =>
    $state === 'todo'
      ? css`color: ${theme.colors.muted};`
      : css`
          background: ${$state === 'done' ? theme.colors.primary : theme.colors.surface};
          color: ${$state === 'done' ? theme.colors.onPrimary : theme.colors.primary};
        `}
  /* The current step keeps a ring even when its task was done before. */
  ${({ theme, $current }) => $current && css`box-shadow: 0 0 0 3px ${theme.colors.surface}, 0 0 0 5px ${theme.colors.primary};`}
`;

const CompactStep = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;

  ${media.lg`
    display: none;
  `}
`;

const SignOutLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyle}
  flex: none;
  white-space: nowrap;
  padding-inline: ${({ theme }) => theme.space.md};
`;

/**
 * The onboarding's own header (spec 01): the stepper on large screens, a done step marked by its
 * completed task and the current one as active; 'Paso n de 3' on small ones; 'Salir de mi cuenta'
 * goes to /logout, which performs the logout.
 */
export function OnboardingHeader({ step, done }: { step: OnboardingStepNumber; done: (step: OnboardingStepNumber) => boolean }) {
  const stateOf = (item: OnboardingStepNumber): StepState => (done(item) ? 'done' : item === step ? 'active' : 'todo');
  return (
    <Header>
      <LogoLink href={paths.dashboard()} aria-label={shell.homeLink}>
        <Logo nameFrom="sm" />
      </LogoLink>
      <nav aria-label={texts.stepsLabel}>
        <Steps>
          {STEPS.map((item) => {
            const state = stateOf(item.step);
            return (
              <StepItem key={item.step} $state={state} aria-current={item.step === step ? 'step' : undefined}>
                <StepBadge $state={state} $current={item.step === step} aria-hidden="true">
                  {state === 'done' ? '✓' : item.step}
                </StepBadge>
                {item.title}
                {state === 'done' && <VisuallyHidden>{` (${texts.stepDone})`}</VisuallyHidden>}
              </StepItem>
            );
          })}
        </Steps>
        <CompactStep>{texts.stepOf(step, STEPS.length)}</CompactStep>
      </nav>
      <SignOutLink href={paths.logout()} $variant="secondary">
        {texts.signOut}
      </SignOutLink>
    </Header>
  );
}

export const pageTitle = product.title(texts.pageTitle);
