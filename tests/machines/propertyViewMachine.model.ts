import { propertyViewMachine } from '../../src/machines/propertyViewMachine.ts';
import { failure } from './fixtures.ts';
import { afterEvent, doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';
import { OLD_SLUG, publishedProperty } from './property-fixtures.ts';

export const INPUT = { propertyId: publishedProperty.propertyId, slug: publishedProperty.slug };

/** The same answer as the URL's slug, and one whose slug differs from it (the URL is replaced). */
const renamed = { ...publishedProperty, slug: 'apartamento-amplio-en-chacao-3f9k2' };

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
  ],
  // The URL's slug is input (fixed); nothing else in the context decides a transition.
  serializeState: (snapshot) => stateKey(snapshot),
  effects: ['canonicalise'],
};
