import { propertyViewMachine, type PropertyViewContext } from '../../src/machines/propertyViewMachine.ts';
import type { Property } from '../../src/schema/property.ts';
import { failure } from './fixtures.ts';
import { afterEvent, doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';
import { OLD_SLUG, publishedProperty } from './property-fixtures.ts';

export const INPUT = { propertyId: publishedProperty.propertyId, slug: publishedProperty.slug };

/** The same answer as the URL's slug, and one whose slug differs from it (the URL is replaced). */
const renamed = { ...publishedProperty, slug: 'apartamento-amplio-en-chacao-3f9k2' };
/** Issue 21: its Instagram post failed; the view offers 'Reintentar'. */
export const failedPost: Property = { ...publishedProperty, instagramPost: { status: 3, failureReason: 'rejected' }, facebookPosts: [{ pageId: 'page-1', status: 2, url: '/dev/social-posts#post-1' }] };

export const model: MachineModel<typeof propertyViewMachine> = {
  name: 'propertyViewMachine',
  machine: propertyViewMachine,
  input: INPUT,
  inputs: { canonical: INPUT, oldSlug: { ...INPUT, slug: OLD_SLUG } },
  events: [
    doneEvent('loadProperty', publishedProperty),
    doneEvent('loadProperty', renamed),
    errorEvent('loadProperty', failure('SERVER_ERROR')),
    errorEvent('loadProperty', failure('PROPERTY_NOT_FOUND')),
    { type: 'property.retried' },
    doneEvent('reloadProperty', publishedProperty),
    doneEvent('reloadProperty', renamed),
    errorEvent('reloadProperty', failure('SERVER_ERROR')),
    errorEvent('reloadProperty', failure('NOT_FOUND')),
    afterEvent('skeletonDelay', 'propertyView.loading.quiet'),
    afterEvent('skeletonDelay', 'propertyView.retrying.quiet'),
    afterEvent('retryCooldown', 'propertyView.failed.retryHidden'),
    doneEvent('loadProperty', failedPost),
    { type: 'post.retry', network: 'instagram' },
    { type: 'post.retry', network: 'facebook' },
    doneEvent('postRetry', { outcome: 'settled' }),
    doneEvent('postRetry', { outcome: 'error' }),
    doneEvent('refreshProperty', publishedProperty),
    errorEvent('refreshProperty', failure('SERVER_ERROR')),
  ],
  // The URL's slug is input (fixed); nothing else in the context decides a transition.
  serializeState: (snapshot) => {
    const property = (snapshot.context as PropertyViewContext).property;
    return stateKey(snapshot, { instagramFailed: property?.instagramPost?.status === 3, facebookFailed: property?.facebookPosts.some((post) => post.status === 3) ?? false });
  },
  effects: ['canonicalise'],
};
