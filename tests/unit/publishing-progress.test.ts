import { describe, expect, it } from 'vitest';
import {
  applyMessage,
  canRetryStep,
  deriveProgress,
  markRetrying,
  endsPublishing,
  markStarted,
  mergeProgress,
  type ProgressDraft,
  type PublishingProgress,
} from '../../src/machines/publishing/progress.ts';
import type { PostStatus, PropertyDraftStatus } from '../../src/schema/property-draft.ts';

const post = (status: 1 | 2 | 3) => ({ id: 'p', imagesUrls: ['i'], caption: 'c', hashTags: null, status, location: null });

const draft = (
  status: PropertyDraftStatus,
  postStatus: PostStatus | null,
  posts: { instagram?: 1 | 2 | 3; facebook?: 1 | 2 | 3 } = { instagram: 1, facebook: 1 },
): ProgressDraft => ({
  status,
  postStatus,
  instagramPost: posts.instagram === undefined ? null : post(posts.instagram),
  facebookPost: posts.facebook === undefined ? null : { ...post(posts.facebook), pagesIds: ['page'] },
  property: status === 3 ? { propertyId: 'prop-1', slug: 'casa-1' } : null,
});

/** The steps as one line: 'start:completed property:loading …'. */
const line = (progress: PublishingProgress): string => progress.steps.map((step) => `${step.id}:${step.status}`).join(' ');

describe('deriveProgress: the starting state from postStatus (spec 03 §4)', () => {
  it('lists the social steps only for the posts the draft has', () => {
    expect(line(deriveProgress(draft(1, 1, {})))).toBe('start:loading property:pending finish:pending');
    expect(line(deriveProgress(draft(1, 1, { facebook: 1 })))).toBe('start:loading property:pending facebook:pending finish:pending');
  });

  it('Pending: Iniciando; this page publishes a Pending draft, the server already has a Publishing one', () => {
    expect(deriveProgress(draft(1, 1))).toMatchObject({ phase: 'pending' });
    expect(deriveProgress(draft(1, null))).toMatchObject({ phase: 'pending' });
    expect(deriveProgress(draft(2, 1))).toMatchObject({ phase: 'starting' });
    expect(line(deriveProgress(draft(2, 1)))).toBe('start:loading property:pending instagram:pending facebook:pending finish:pending');
  });

  it('Posting: Publicando (the property)', () => {
    const progress = deriveProgress(draft(2, 4));
    expect(progress.phase).toBe('publishing');
    expect(line(progress)).toBe('start:completed property:loading instagram:pending facebook:pending finish:pending');
  });

  it('Failed: No se pudo publicar, the property step in error', () => {
    const progress = deriveProgress(draft(2, 3));
    expect(progress.phase).toBe('failed');
    expect(line(progress)).toBe('start:completed property:error instagram:pending facebook:pending finish:pending');
  });

  it('Posted leads to Instagram if that post exists, else Facebook, else finalising', () => {
    expect(line(deriveProgress(draft(2, 5)))).toBe('start:completed property:completed instagram:loading facebook:pending finish:pending');
    expect(line(deriveProgress(draft(2, 5, { facebook: 1 })))).toBe('start:completed property:completed facebook:loading finish:pending');
    expect(line(deriveProgress(draft(2, 5, {})))).toBe('start:completed property:completed finish:loading');
  });

  it('InstagramPosted leads to Facebook if it exists, else finalising; a failed post shows its error', () => {
    expect(line(deriveProgress(draft(2, 6, { instagram: 2, facebook: 1 })))).toBe(
      'start:completed property:completed instagram:completed facebook:loading finish:pending',
    );
    expect(line(deriveProgress(draft(2, 6, { instagram: 3 })))).toBe('start:completed property:completed instagram:error finish:loading');
  });

  it('FacebookPosted leads to finalising', () => {
    expect(line(deriveProgress(draft(2, 7, { instagram: 2, facebook: 3 })))).toBe(
      'start:completed property:completed instagram:completed facebook:error finish:loading',
    );
  });

  it('Published: Publicada, every step done, with the property to go to', () => {
    const progress = deriveProgress(draft(3, 2, { instagram: 3, facebook: 2 }));
    expect(progress.phase).toBe('published');
    expect(progress.property).toEqual({ propertyId: 'prop-1', slug: 'casa-1' });
    expect(line(progress)).toBe('start:completed property:completed instagram:error facebook:completed finish:completed');
    expect(deriveProgress(draft(3, null)).phase).toBe('published');
  });
});

describe('the live messages (spec 03 §4)', () => {
  const started = markStarted(deriveProgress(draft(1, 1)));

  it('the publish call completes step 1 and starts publishing the property', () => {
    expect(started.phase).toBe('publishing');
    expect(line(started)).toBe('start:completed property:loading instagram:pending facebook:pending finish:pending');
    expect(markStarted(deriveProgress(draft(2, 5)))).toEqual(deriveProgress(draft(2, 5)));
  });

  it('step 1 Posted completes the property and starts the next applicable step', () => {
    expect(line(applyMessage(started, { step: 1, postStatus: 5 }))).toBe(
      'start:completed property:completed instagram:loading facebook:pending finish:pending',
    );
    const noPosts = markStarted(deriveProgress(draft(1, 1, {})));
    expect(line(applyMessage(noPosts, { step: 1, postStatus: 5 }))).toBe('start:completed property:completed finish:loading');
  });

  it('step 1 Failed puts the property in error and stops there', () => {
    const failed = applyMessage(started, { step: 1, postStatus: 3 });
    expect(failed.phase).toBe('failed');
    expect(line(failed)).toBe('start:completed property:error instagram:pending facebook:pending finish:pending');
    expect(endsPublishing({ step: 1, postStatus: 3 })).toBe('failed');
  });

  it('a failed social post never blocks finalising', () => {
    let progress = applyMessage(started, { step: 1, postStatus: 5 });
    progress = applyMessage(progress, { step: 2, instagramPostStatus: 3 });
    expect(line(progress)).toBe('start:completed property:completed instagram:error facebook:loading finish:pending');
    progress = applyMessage(progress, { step: 3, facebookPostStatus: 3 });
    expect(line(progress)).toBe('start:completed property:completed instagram:error facebook:error finish:loading');
    progress = applyMessage(progress, { step: 4, slug: 'casa-1', propertyId: 'prop-1' });
    expect(progress.phase).toBe('published');
    expect(line(progress)).toBe('start:completed property:completed instagram:error facebook:error finish:completed');
    expect(endsPublishing({ step: 4, slug: 'casa-1', propertyId: 'prop-1' })).toBe('published');
    expect(endsPublishing({ step: 2, instagramPostStatus: 3 })).toBeNull();
  });

  it('a message for a step the draft does not show still moves the others on', () => {
    const facebookOnly = applyMessage(markStarted(deriveProgress(draft(1, 1, { facebook: 1 }))), { step: 2, instagramPostStatus: 2 });
    expect(line(facebookOnly)).toBe('start:completed property:completed facebook:loading finish:pending');
  });

  it('a late or repeated message never takes a step back, and nothing moves after the end', () => {
    let progress = applyMessage(started, { step: 1, postStatus: 5 });
    progress = applyMessage(progress, { step: 2, instagramPostStatus: 2 });
    const again = applyMessage(progress, { step: 1, postStatus: 5 });
    expect(line(again)).toBe(line(progress));
    const done = applyMessage(progress, { step: 4, slug: 's', propertyId: 'p' });
    expect(applyMessage(done, { step: 1, postStatus: 3 })).toBe(done);
  });
});

describe('mergeProgress: a re-read never takes the page back', () => {
  it('keeps the further of what was shown and what was read', () => {
    const shown = applyMessage(markStarted(deriveProgress(draft(1, 1))), { step: 1, postStatus: 5 });
    const lagging = deriveProgress(draft(2, 1));
    const merged = mergeProgress(shown, lagging);
    expect(line(merged)).toBe(line(shown));
    expect(merged.phase).toBe('publishing');
    const ahead = deriveProgress(draft(3, 2));
    expect(mergeProgress(shown, ahead)).toEqual(ahead);
    expect(mergeProgress(null, lagging)).toBe(lagging);
  });
});

describe('a channel lost during the publication (issue 20): the failed step says why', () => {
  const reasons = (progress: PublishingProgress) => progress.steps.filter((step) => step.reason !== undefined).map((step) => `${step.id}:${step.reason}`);

  it('from the step’s message, only on a failed step', () => {
    const publishing = markStarted(deriveProgress(draft(1, 1)));
    const afterProperty = applyMessage(publishing, { step: 1, postStatus: 5 });
    const instagram = applyMessage(afterProperty, { step: 2, instagramPostStatus: 3, reason: 'not-connected' });
    const facebook = applyMessage(instagram, { step: 3, facebookPostStatus: 2 });
    expect(line(facebook)).toBe('start:completed property:completed instagram:error facebook:completed finish:loading');
    expect(reasons(facebook)).toEqual(['instagram:not-connected']);
  });

  it('from the draft’s posts on a read, and kept over a read that lags the message', () => {
    const read = deriveProgress({
      ...draft(3, 2, { instagram: 2, facebook: 3 }),
      facebookPost: { ...post(3), pagesIds: ['page'], failureReason: 'page-not-managed' },
    });
    expect(reasons(read)).toEqual(['facebook:page-not-managed']);
    const shown = applyMessage(applyMessage(markStarted(deriveProgress(draft(1, 1))), { step: 1, postStatus: 5 }), { step: 2, instagramPostStatus: 3, reason: 'not-connected' });
    const lagging = deriveProgress(draft(2, 6, { instagram: 3, facebook: 1 }));
    expect(reasons(mergeProgress(shown, lagging))).toEqual(['instagram:not-connected']);
  });
});

describe('issue 21: the truth about every post', () => {
  it('a step message missed while down never turns that post into a success: it waits for the read', () => {
    // The page read the draft after the property was made, then missed step 2 (Instagram failed).
    let progress = deriveProgress(draft(2, 5));
    progress = applyMessage(progress, { step: 3, facebookPostStatus: 2 });
    expect(line(progress)).toBe('start:completed property:completed instagram:loading facebook:completed finish:loading');
    progress = applyMessage(progress, { step: 4, slug: 'casa-1', propertyId: 'prop-1' });
    expect(line(progress)).toBe('start:completed property:completed instagram:loading facebook:completed finish:completed');
    // The end's read (the server's word) says how it went.
    expect(line(deriveProgress(draft(3, 2, { instagram: 3, facebook: 2 })))).toBe(
      'start:completed property:completed instagram:error facebook:completed finish:completed',
    );
  });

  it('a published draft whose post is Pending is being retried; a failed step of a published property is retryable', () => {
    const published = deriveProgress(draft(3, 2, { instagram: 3, facebook: 2 }));
    expect(canRetryStep(published, 'instagram')).toBe(true);
    expect(canRetryStep(published, 'facebook')).toBe(false);
    expect(canRetryStep(deriveProgress(draft(2, 6, { instagram: 3, facebook: 1 })), 'instagram')).toBe(false);
    expect(line(markRetrying(published, 'instagram'))).toBe('start:completed property:completed instagram:loading facebook:completed finish:completed');
    expect(line(deriveProgress(draft(3, 2, { instagram: 1, facebook: 2 })))).toContain('instagram:loading');
  });
});
