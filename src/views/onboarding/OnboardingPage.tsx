import styled, { css } from 'styled-components';
import { Link } from 'wouter';
import { onboarding, product, shell } from '../../i18n/es.ts';
import { buttonStyle, type ButtonStyleProps } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { Logo, LogoLink } from '../ui/Logo.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.ts';
import { media } from '../ui/media.ts';
import { usePageTitle } from '../ui/usePageTitle.ts';
import { paths, type OnboardingStep } from '../paths.ts';

const STEPS = [
  { step: 1, title: onboarding.steps.profile },
  { step: 2, title: onboarding.steps.photo },
  { step: 3, title: onboarding.steps.connect },
] as const;

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

const StepItem = styled.li<{ $state: 'done' | 'active' | 'todo' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 600;
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.muted : theme.colors.text)};
`;

const StepBadge = styled.span<{ $state: 'done' | 'active' | 'todo' }>`
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

const Main = styled.main`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};

  h1 { margin-bottom: ${({ theme }) => theme.space.xs}; }
  p { color: ${({ theme }) => theme.colors.muted}; }
`;

const stepState = (step: number, current: number) => (step < current ? 'done' : step === current ? 'active' : 'todo');

/**
 * The onboarding frame: its own header with the stepper and 'Salir de mi cuenta'.
 * The step forms arrive with the onboarding issue; each step shows its title for now.
 */
export function OnboardingPage({ step }: { step: OnboardingStep }) {
  usePageTitle(product.title(onboarding.pageTitle));
  const current = STEPS.find((item) => item.step === step) ?? STEPS[0];

  return (
    <>
      <Header>
        <LogoLink href={paths.dashboard()} aria-label={shell.homeLink}>
          <Logo nameFrom="sm" />
        </LogoLink>
        <nav aria-label={onboarding.stepsLabel}>
          <Steps>
            {STEPS.map((item) => {
              const state = stepState(item.step, step);
              return (
                <StepItem key={item.step} $state={state} aria-current={state === 'active' ? 'step' : undefined}>
                  <StepBadge $state={state} aria-hidden="true">
                    {state === 'done' ? '✓' : item.step}
                  </StepBadge>
                  {item.title}
                  {state === 'done' && <VisuallyHidden>{` (${onboarding.stepDone})`}</VisuallyHidden>}
                </StepItem>
              );
            })}
          </Steps>
          <CompactStep>{onboarding.stepOf(step, STEPS.length)}</CompactStep>
        </nav>
        <SignOutLink href={paths.logout()} $variant="secondary">
          {onboarding.signOut}
        </SignOutLink>
      </Header>
      <Main>
        <Card>
          <h1>{current.title}</h1>
          <p>{shell.comingSoon}</p>
        </Card>
      </Main>
    </>
  );
}
