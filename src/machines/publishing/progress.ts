import type { PublishingMessage } from '../../schema/hub.ts';
import { POST_STATUS, PROPERTY_DRAFT_STATUS, type PostFailureReason, type PropertyDraft } from '../../schema/property-draft.ts';

/**
 * The publishing page's progress card (spec 03 §4) as pure data: which steps the draft has, the
 * state of each, and the phase the card's status reads. `deriveProgress` gives the starting state
 * from the draft's `postStatus` (also after a reconnect, when the page reads the draft again);
 * `applyMessage` moves it on with each live message; `markStarted` after the publish call.
 */

export type StepId = 'start' | 'property' | 'instagram' | 'facebook' | 'finish';
export type StepStatus = 'pending' | 'loading' | 'completed' | 'error';

export interface PublishingStep {
  readonly id: StepId;
  readonly status: StepStatus;
  /** Issue 20: a social step that failed for its channel says why (disconnected, page no longer managed). */
  readonly reason?: PostFailureReason;
}

/**
 * pending: the draft is still Pending, the page must call publish ('Iniciando');
 * starting: the server has the publication but has not begun it ('Iniciando');
 * publishing ('Publicando'); failed ('No se pudo publicar'); published ('Publicada').
 */
export type PublishingPhase = 'pending' | 'starting' | 'publishing' | 'failed' | 'published';

export interface PublishedProperty {
  readonly slug: string;
  readonly propertyId: string;
}

export interface PublishingProgress {
  /** Only the draft's steps, in order: 'instagram' and 'facebook' only where it has that post. */
  readonly steps: readonly PublishingStep[];
  readonly phase: PublishingPhase;
  readonly property: PublishedProperty | null;
}

export type ProgressDraft = Pick<PropertyDraft, 'status' | 'postStatus' | 'instagramPost' | 'facebookPost' | 'property'>;

const ORDER: readonly StepId[] = ['start', 'property', 'instagram', 'facebook', 'finish'];

const stepIds = (draft: Pick<ProgressDraft, 'instagramPost' | 'facebookPost'>): StepId[] =>
  ORDER.filter((id) => (id === 'instagram' ? draft.instagramPost !== null : id === 'facebook' ? draft.facebookPost !== null : true));

/** A social post's own result: only Failed is an error; a failed post never blocks finishing. */
const postResult = (post: { readonly status: number } | null): StepStatus =>
  post !== null && post.status === 3 ? 'error' : 'completed';

/** Issue 21: a published draft's post as it is now: Pending is a retry under way. */
const publishedPostResult = (post: { readonly status: number } | null): StepStatus =>
  post !== null && post.status === 1 ? 'loading' : postResult(post);

const SOCIAL: readonly StepId[] = ['instagram', 'facebook'];
/** A step whose outcome the page has not heard (issue 21): never shown as done on a later step's word. */
const unheardSocial = (step: PublishingStep): boolean => SOCIAL.includes(step.id) && (step.status === 'pending' || step.status === 'loading');

/**
 * The steps with `id` settled as `result`: those before it done (an error stays an error), and,
 * unless the property itself failed, the next pending one loading.
 */
const settle = (steps: readonly PublishingStep[], id: StepId, result: 'completed' | 'error'): PublishingStep[] => {
  const at = ORDER.indexOf(id);
  let next: StepId | null = null;
  const settled = steps.map((step): PublishingStep => {
    const index = ORDER.indexOf(step.id);
    // A social step before it that the page never heard of (its message was missed) is not a
    // success: it stays in progress until the server's read says how it went (issue 21).
    if (index < at) return step.status === 'error' ? step : unheardSocial(step) ? { ...step, status: 'loading' } : { ...step, status: 'completed' };
    if (step.id === id) return { ...step, status: result };
    if (next === null && index > at) next = step.id;
    return step;
  });
  if (result === 'error' && id === 'property') return settled;
  return settled.map((step) => (step.id === next && step.status === 'pending' ? { ...step, status: 'loading' } : step));
};

const allPending = (draft: ProgressDraft): PublishingStep[] => stepIds(draft).map((id) => ({ id, status: 'pending' }));

const withStatus = (steps: readonly PublishingStep[], id: StepId, status: StepStatus): PublishingStep[] =>
  steps.map((step) => (step.id === id ? { ...step, status } : step));

/** The channel's reason on a failed social step (from the draft's post, or the step's message). */
const withReason = (steps: readonly PublishingStep[], id: StepId, reason: PostFailureReason | undefined): PublishingStep[] =>
  reason === undefined ? [...steps] : steps.map((step) => (step.id === id && step.status === 'error' ? { ...step, reason } : step));

/** Both social steps' reasons, as the draft's posts record them. */
const reasonsOf = (draft: ProgressDraft, steps: readonly PublishingStep[]): PublishingStep[] =>
  withReason(withReason(steps, 'instagram', draft.instagramPost?.failureReason), 'facebook', draft.facebookPost?.failureReason);

/**
 * Every step done: the published state ('Publicada', 'Propiedad publicada exitosamente'). A social
 * step whose outcome the page never heard stays in progress: the page reads the server's (issue 21).
 */
const finished = (steps: readonly PublishingStep[], property: PublishedProperty | null): PublishingProgress => ({
  steps: steps.map((step) => (step.status === 'error' ? step : unheardSocial(step) ? { ...step, status: 'loading' } : { ...step, status: 'completed' })),
  phase: 'published',
  property,
});

/** Spec 03 §4: the starting state from `postStatus` (and the draft's own status). */
export const deriveProgress = (draft: ProgressDraft): PublishingProgress => {
  const progress = deriveSteps(draft);
  return { ...progress, steps: reasonsOf(draft, progress.steps) };
};

const deriveSteps = (draft: ProgressDraft): PublishingProgress => {
  const pending = allPending(draft);
  const property = draft.property;
  const publishing = (steps: PublishingStep[]): PublishingProgress => ({ steps, phase: 'publishing', property });
  if (draft.status === PROPERTY_DRAFT_STATUS.Published || draft.postStatus === POST_STATUS.Published) {
    const social = withStatus(withStatus(pending, 'instagram', publishedPostResult(draft.instagramPost)), 'facebook', publishedPostResult(draft.facebookPost));
    return finished(social, property);
  }
  switch (draft.postStatus) {
    case POST_STATUS.Failed:
      return { steps: settle(pending, 'property', 'error'), phase: 'failed', property };
    case POST_STATUS.Posting:
      return publishing(settle(pending, 'start', 'completed'));
    case POST_STATUS.Posted:
      return publishing(settle(pending, 'property', 'completed'));
    case POST_STATUS.InstagramPosted:
      return publishing(settle(pending, 'instagram', postResult(draft.instagramPost) === 'error' ? 'error' : 'completed'));
    case POST_STATUS.FacebookPosted: {
      const afterInstagram = withStatus(pending, 'instagram', postResult(draft.instagramPost));
      return publishing(settle(afterInstagram, 'facebook', postResult(draft.facebookPost) === 'error' ? 'error' : 'completed'));
    }
    default: {
      // Pending (or none yet): 'Iniciando'. Still a Pending draft: this page starts the publication.
      const steps = withStatus(pending, 'start', 'loading');
      return { steps, phase: draft.status === PROPERTY_DRAFT_STATUS.Pending ? 'pending' : 'starting', property };
    }
  }
};

/** Issue 21: a failed post is being retried: its step is in progress again, its old reason gone. */
export const markRetrying = (progress: PublishingProgress, id: 'instagram' | 'facebook'): PublishingProgress => ({
  ...progress,
  steps: progress.steps.map((step) => (step.id === id ? { id, status: 'loading' } : step)),
});

/** Issue 21: whether the step of `id` failed on a published property ('Reintentar'). */
export const canRetryStep = (progress: PublishingProgress | null, id: 'instagram' | 'facebook'): boolean =>
  progress !== null && progress.phase === 'published' && progress.property !== null && progress.steps.some((step) => step.id === id && step.status === 'error');

/** The publish call was refused (issue 20): step 1 in error, nothing else moves. */
export const markRefused = (progress: PublishingProgress): PublishingProgress => ({
  ...progress,
  steps: withStatus(progress.steps, 'start', 'error'),
  phase: 'failed',
});

/** The publish call answered: step 1 is done, the property is being published. */
export const markStarted = (progress: PublishingProgress): PublishingProgress =>
  progress.phase === 'pending' || progress.phase === 'starting'
    ? { ...progress, steps: settle(progress.steps, 'start', 'completed'), phase: 'publishing' }
    : progress;

const socialResult = (status: number): 'completed' | 'error' => (status === 3 ? 'error' : 'completed');

/** Spec 03 §4's live messages; a late or repeated message never takes a step back. */
export const applyMessage = (progress: PublishingProgress, message: PublishingMessage): PublishingProgress => {
  if (progress.phase === 'published') return progress;
  switch (message.step) {
    case 1:
      return message.postStatus === POST_STATUS.Failed
        ? { ...progress, steps: settle(progress.steps, 'property', 'error'), phase: 'failed' }
        : { ...progress, steps: settle(progress.steps, 'property', 'completed'), phase: 'publishing' };
    case 2: {
      const steps = settle(progress.steps, 'instagram', socialResult(message.instagramPostStatus));
      return { ...progress, steps: withReason(steps, 'instagram', message.reason), phase: 'publishing' };
    }
    case 3: {
      const steps = settle(progress.steps, 'facebook', socialResult(message.facebookPostStatus));
      return { ...progress, steps: withReason(steps, 'facebook', message.reason), phase: 'publishing' };
    }
    case 4:
      return finished(progress.steps, { slug: message.slug, propertyId: message.propertyId });
  }
};

/** What ends the page's following: the last message, or the property's own failure. */
export const endsPublishing = (message: PublishingMessage): 'published' | 'failed' | null =>
  message.step === 4 ? 'published' : message.step === 1 && message.postStatus === POST_STATUS.Failed ? 'failed' : null;

const STEP_RANK: Readonly<Record<StepStatus, number>> = { pending: 0, loading: 1, completed: 2, error: 2 };
const PHASE_RANK: Readonly<Record<PublishingPhase, number>> = { pending: 0, starting: 0, publishing: 1, failed: 2, published: 2 };

/** A fresh read of the draft over what the page showed: each step and the phase keep the further of the two. */
export const mergeProgress = (current: PublishingProgress | null, read: PublishingProgress): PublishingProgress => {
  if (current === null) return read;
  const shown = new Map(current.steps.map((step) => [step.id, step]));
  return {
    steps: read.steps.map((step) => {
      const before = shown.get(step.id);
      if (before === undefined) return step;
      if (STEP_RANK[before.status] > STEP_RANK[step.status]) return before;
      // A reason a message brought stays when the read has none (the same failure).
      return step.reason === undefined && before.reason !== undefined && step.status === before.status ? { ...step, reason: before.reason } : step;
    }),
    phase: PHASE_RANK[current.phase] > PHASE_RANK[read.phase] ? current.phase : read.phase,
    property: read.property ?? current.property,
  };
};
