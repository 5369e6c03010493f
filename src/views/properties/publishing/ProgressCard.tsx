import styled, { css } from 'styled-components';
import type { PublishingProgress, StepStatus } from '../../../machines/publishing/progress.ts';
import { publishingTexts as texts } from '../../../i18n/publishing.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.ts';
import { paths } from '../../paths.ts';
import { postStatusTexts } from '../../../i18n/post-status.ts';
import { canRetryStep } from '../../../machines/publishing/progress.ts';

/**
 * The publishing page's right card (spec 03 §4): the status from postStatus, steps 1–5 (the social
 * ones only where the draft has that post), each pending, in progress, done or failed, the spec's
 * error texts with their retry, and on success the two ways on.
 */

/** What the card shows besides the steps: the page machine's state, as the page reads it. */
export type ProgressNotice = 'waitingForLive' | 'startFailed' | 'liveFailed' | 'refused' | 'failed' | 'published' | null;

export interface ProgressCardProps {
  readonly draftId: string;
  readonly progress: PublishingProgress;
  readonly notice: ProgressNotice;
  readonly busy: boolean;
  readonly onRetry: () => void;
  /** Issue 20: the problems the server refused the publication for (notice 'refused'). */
  readonly refusal?: readonly string[];
  /** Issue 21: 'Reintentar' on a failed post of the published property. */
  readonly onRetryPost?: (network: 'instagram' | 'facebook') => void;
  /** Issue 21: the last retry did not reach the server. */
  readonly retryFailed?: boolean;
}

const Refusal = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`;

const Phase = styled.p<{ $tone: 'busy' | 'done' | 'error' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  ${({ theme, $tone }) =>
    $tone === 'done'
      ? css`background: ${theme.colors.successSoft}; color: ${theme.colors.success};`
      : $tone === 'error'
        ? css`background: ${theme.colors.dangerSoft}; color: ${theme.colors.danger};`
        : css`background: ${theme.colors.primarySoft}; color: ${theme.colors.primary};`}
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

const Step = styled.li<{ $status: StepStatus }>`
  position: relative;
  display: grid;
  grid-template-columns: 32px 1fr;
  column-gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme, $status }) => ($status === 'pending' ? theme.colors.muted : theme.colors.text)};
  font-weight: ${({ $status }) => ($status === 'loading' ? 600 : 400)};

  /* The line joining a step to the next. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    left: 15px;
    top: 32px;
    bottom: 0;
    width: 2px;
    background: ${({ theme, $status }) => ($status === 'completed' ? theme.colors.success : theme.colors.border)};
  }
`;

const Mark = styled.span<{ $status: StepStatus }>`
  width: 32px;
  height: 32px;
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 2px solid
    ${({ theme, $status }) =>
      $status === 'completed' ? theme.colors.success : $status === 'error' ? theme.colors.danger : $status === 'loading' ? theme.colors.primary : theme.colors.border};
  background: ${({ theme, $status }) =>
    $status === 'completed' ? theme.colors.success : $status === 'error' ? theme.colors.danger : theme.colors.surface};
  /* White on the filled marks; the spinner and the step's number in the brand colour on white. */
  color: ${({ theme, $status }) =>
    $status === 'completed' || $status === 'error' ? theme.colors.onPrimary : $status === 'loading' ? theme.colors.primary : theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Label = styled.span`
  align-self: center;
  min-height: 32px;
  display: flex;
  flex-direction: column;
  justify-content: center;
`;

const StepError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Success = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; color: ${({ theme }) => theme.colors.success}; }
`;

const CheckIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M5 12l5 5L20 7" />
  </svg>
);

const CrossIcon = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" aria-hidden="true">
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

const markOf = (status: StepStatus, index: number) =>
  status === 'completed' ? <CheckIcon /> : status === 'error' ? <CrossIcon /> : status === 'loading' ? <Spinner $size={16} /> : <span aria-hidden="true">{index + 1}</span>;

const stepError = (id: string): string | null =>
  id === 'property' ? texts.propertyFailed : id === 'instagram' ? texts.instagramFailed : id === 'facebook' ? texts.facebookFailed : null;

/** Why a social step failed, when it was its channel (issue 20). */
const stepReason = (step: PublishingProgress['steps'][number]): string | null =>
  step.reason !== undefined && (step.id === 'instagram' || step.id === 'facebook') ? texts.failureReason[step.id][step.reason] : null;

const toneOf = (progress: PublishingProgress): 'busy' | 'done' | 'error' =>
  progress.phase === 'published' ? 'done' : progress.phase === 'failed' ? 'error' : 'busy';

const StepRetry = styled.span`
  margin-top: ${({ theme }) => theme.space.xxs};
`;

export function ProgressCard({ draftId, progress, notice, busy, onRetry, refusal = [], onRetryPost, retryFailed = false }: ProgressCardProps) {
  const property = progress.property;
  return (
    <Card aria-labelledby="publishing-progress-title" aria-busy={busy || undefined}>
      <Header>
        <h2 id="publishing-progress-title">{texts.progressTitle}</h2>
        <div role="status">
          <Phase $tone={toneOf(progress)}>{texts.phase[progress.phase]}</Phase>
        </div>
      </Header>
      {progress.phase === 'published' && <Note>{texts.publishedNote}</Note>}
      <Steps>
        {progress.steps.map((step, index) => {
          const error = step.status === 'error' ? stepError(step.id) : null;
          const reason = step.status === 'error' ? stepReason(step) : null;
          return (
            <Step key={step.id} $status={step.status} aria-current={step.status === 'loading' ? 'step' : undefined}>
              <Mark $status={step.status}>{markOf(step.status, index)}</Mark>
              <Label>
                <span>
                  {texts.steps[step.id]}
                  <VisuallyHidden>{`: ${texts.stepState[step.status]}`}</VisuallyHidden>
                </span>
                {error !== null && <StepError>{error}</StepError>}
                {reason !== null && <StepError>{reason}</StepError>}
                {(step.id === 'instagram' || step.id === 'facebook') && onRetryPost !== undefined && canRetryStep(progress, step.id) && (
                  <StepRetry>
                    <Button
                      variant="secondary"
                      aria-label={postStatusTexts.retryLabel(postStatusTexts.network[step.id])}
                      onClick={() => onRetryPost(step.id as 'instagram' | 'facebook')}
                    >
                      {postStatusTexts.retry}
                    </Button>
                  </StepRetry>
                )}
              </Label>
            </Step>
          );
        })}
      </Steps>
      {retryFailed && <Alert>{postStatusTexts.retryFailed}</Alert>}
      {notice === 'waitingForLive' && <Note role="status">{texts.waitingForLive}</Note>}
      {(notice === 'startFailed' || notice === 'liveFailed') && (
        <>
          <Alert>{texts.startFailed}</Alert>
          <Actions>
            <Button onClick={onRetry}>{texts.retry}</Button>
          </Actions>
        </>
      )}
      {notice === 'refused' && (
        <>
          <Alert>{texts.refused}</Alert>
          <Refusal>
            {refusal.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Refusal>
        </>
      )}
      {(notice === 'failed' || notice === 'refused') && (
        <Actions>
          <ButtonLink $variant="secondary" href={paths.draftEditor({ draftId })}>
            {texts.backToEditor}
          </ButtonLink>
        </Actions>
      )}
      {notice === 'published' && (
        <Success>
          <h3 tabIndex={-1} id="publishing-success">
            {texts.success}
          </h3>
          <Actions>
            {property !== null && (
              <ButtonLink $variant="primary" href={paths.propertyView({ slug: property.slug, propertyId: property.propertyId })}>
                {texts.goToListing}
              </ButtonLink>
            )}
            <ButtonLink $variant="secondary" href={paths.createDraft()}>
              {texts.createAnother}
            </ButtonLink>
          </Actions>
        </Success>
      )}
    </Card>
  );
}
