import { publishValidationMachine, type PublishValidationContext } from '../../src/machines/publishValidationMachine.ts';
import type { PropertyDraft } from '../../src/schema/property-draft.ts';
import { publishProblems } from '../../src/schema/publish-validation.ts';
import type { MediaProvider } from '../../src/schema/reference.ts';
import type { PublishChannelsView } from '../../src/services/media-providers-api.ts';
import { completeDraft, emptyDraft } from './draft-fixtures.ts';
import { doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

const post = { id: 'post-1', imagesUrls: ['img-1'], caption: 'Nuevo en Chacao', hashTags: null, status: 1, location: null } as const;

/** A complete draft with both posts, the Facebook one on page-1. */
export const draftWithPosts: PropertyDraft = {
  ...completeDraft,
  instagramPost: post,
  facebookPost: { ...post, id: 'post-2', pagesIds: ['page-1'] },
};

export const INSTAGRAM_PROVIDER: MediaProvider = { mediaProviderId: 'mp-instagram', name: 'Instagram', imageUrl: '/media-providers/instagram.svg', type: 2, permissions: [] };
export const FACEBOOK_PROVIDER: MediaProvider = { mediaProviderId: 'mp-facebook', name: 'Facebook', imageUrl: '/media-providers/facebook.svg', type: 3, permissions: [] };
const offered = { instagram: INSTAGRAM_PROVIDER, facebook: FACEBOOK_PROVIDER };

export const CHANNELS = {
  connected: { channels: { instagram: true, facebookPageIds: ['page-1', 'page-3'] }, providers: offered },
  disconnected: { channels: { instagram: false, facebookPageIds: null }, providers: offered },
  pageGone: { channels: { instagram: true, facebookPageIds: ['page-3'] }, providers: offered },
  notOffered: { channels: { instagram: false, facebookPageIds: null }, providers: { instagram: null, facebook: null } },
} as const satisfies Record<string, PublishChannelsView>;

export const model: MachineModel<typeof publishValidationMachine> = {
  name: 'publishValidationMachine',
  machine: publishValidationMachine,
  input: { draft: emptyDraft, saving: false },
  inputs: {
    invalid: { draft: emptyDraft, saving: false },
    valid: { draft: completeDraft, saving: false },
    validWhileSaving: { draft: completeDraft, saving: true },
    withPosts: { draft: draftWithPosts, saving: false },
  },
  events: [
    { type: 'draft.changed', draft: completeDraft, saving: false },
    { type: 'draft.changed', draft: completeDraft, saving: true },
    { type: 'draft.changed', draft: emptyDraft, saving: false },
    { type: 'draft.changed', draft: draftWithPosts, saving: false },
    doneEvent('loadChannels', CHANNELS.connected),
    doneEvent('loadChannels', CHANNELS.disconnected),
    doneEvent('loadChannels', CHANNELS.pageGone),
    doneEvent('loadChannels', CHANNELS.notOffered),
    errorEvent('loadChannels', new Error('offline')),
    { type: 'problem.fixed', section: 'enviroments' },
    { type: 'connect.requested', network: 'instagram' },
    { type: 'connect.requested', network: 'facebook' },
    { type: 'publish.confirmed' },
    { type: 'publish.cancelled' },
  ],
  serializeState: (snapshot) => {
    const context = snapshot.context as PublishValidationContext;
    return stateKey(snapshot, {
      problems: context.problems.length,
      saving: context.saving,
      // The draft itself (kept while the channels load, checked once they are in): its content problems and posts.
      content: publishProblems(context.draft).length,
      posts: context.draft.instagramPost !== null,
      channels: context.channels === null ? null : context.problems.map((problem) => problem.fix ?? '').join(','),
      offered: context.providers.instagram !== null,
    });
  },
  effects: ['fix', 'connect', 'publish', 'close'],
};
