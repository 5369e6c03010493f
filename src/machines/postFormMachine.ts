import { assign, setup } from 'xstate';
import { ignoreEffect } from './effects.ts';
import { hasErrors } from './forms/access-forms.ts';
import {
  POST_IMAGES_MAX,
  addHashtags,
  cutCaption,
  emptyPostForm,
  noPostErrors,
  postSaveRequest,
  toggleId,
  validatePostForm,
  type PostErrors,
  type PostFormValues,
  type PostNetwork,
  type PostSaveRequest,
} from './forms/post-form.ts';

/**
 * The Instagram / Facebook post form of the property editor (spec 03 §2 'Post tool', §4 'Post
 * save', §5 'Post form'): images picked in order (at most 20, a second click deselects), the
 * caption (at most 2200 characters), hashtags, and for Facebook the pages. 'Guardar publicación'
 * checks the form; a valid one asks the editor to save it (`save`: the view hands it to
 * `useDraftEditor().save`, which owns the call, the toasts and the draft's reload) and waits for
 * the editor's answer (`save.succeeded` / `save.failed`). Choosing clears the related error.
 */

export interface PostFormInput {
  readonly network: PostNetwork;
  /** Prefilled from the draft's saved post (`postFormValues`), or empty. */
  readonly values?: PostFormValues;
}

export interface PostFormContext {
  readonly network: PostNetwork;
  readonly values: PostFormValues;
  readonly errors: PostErrors;
  /** What the hashtag input holds until 'Agregar' (or Enter) adds it. */
  readonly hashtagText: string;
}

export type PostFormEvent =
  | { readonly type: 'image.toggled'; readonly imageId: string }
  | { readonly type: 'caption.changed'; readonly value: string }
  | { readonly type: 'hashtag.typed'; readonly value: string }
  | { readonly type: 'hashtag.added' }
  | { readonly type: 'hashtag.removed'; readonly tag: string }
  | { readonly type: 'page.toggled'; readonly pageId: string }
  | { readonly type: 'form.submitted' }
  /** The editor's answer to the `save` request (its onSaved / onFailed). */
  | { readonly type: 'save.succeeded' }
  | { readonly type: 'save.failed' }
  /** The post was deleted ('No quiero publicar en …'): the form starts again empty. */
  | { readonly type: 'form.cleared' };

const edit = (context: PostFormContext, patch: Partial<PostFormValues>, clears: Partial<PostErrors> = {}) => ({
  values: { ...context.values, ...patch },
  errors: { ...context.errors, ...clears },
});

export const postFormMachine = setup({
  types: {
    input: {} as PostFormInput,
    context: {} as PostFormContext,
    events: {} as PostFormEvent,
  },
  actions: {
    toggleImage: assign(({ context }, params: { readonly imageId: string }) =>
      edit(context, { imagesIds: toggleId(context.values.imagesIds, params.imageId, POST_IMAGES_MAX) }, { images: null }),
    ),
    changeCaption: assign(({ context }, params: { readonly value: string }) =>
      edit(context, { caption: cutCaption(params.value) }, { caption: null }),
    ),
    typeHashtag: assign((_, params: { readonly value: string }) => ({ hashtagText: params.value })),
    addHashtag: assign(({ context }) => ({
      ...edit(context, { hashtags: addHashtags(context.values.hashtags, context.hashtagText) }),
      hashtagText: '',
    })),
    removeHashtag: assign(({ context }, params: { readonly tag: string }) =>
      edit(context, { hashtags: context.values.hashtags.filter((tag) => tag !== params.tag) }),
    ),
    togglePage: assign(({ context }, params: { readonly pageId: string }) =>
      edit(context, { pagesIds: toggleId(context.values.pagesIds, params.pageId) }, { pages: null }),
    ),
    showErrors: assign(({ context }) => ({ errors: validatePostForm(context.values, context.network) })),
    clear: assign({ values: emptyPostForm, errors: noPostErrors, hashtagText: '' }),
    /** Effect: the view calls `useDraftEditor().save` with the network's call (key, toasts: spec 03 §8). */
    save: (_, _params: PostSaveRequest) => ignoreEffect(),
  },
  guards: {
    isValid: ({ context }) => !hasErrors(validatePostForm(context.values, context.network)),
  },
}).createMachine({
  id: 'postForm',
  context: ({ input }) => ({
    network: input.network,
    values: input.values ?? emptyPostForm,
    errors: noPostErrors,
    hashtagText: '',
  }),
  // Editing goes on while a save runs: the editor queues a newer save behind the one in flight.
  on: {
    'image.toggled': { actions: { type: 'toggleImage', params: ({ event }) => ({ imageId: event.imageId }) } },
    'caption.changed': { actions: { type: 'changeCaption', params: ({ event }) => ({ value: event.value }) } },
    'hashtag.typed': { actions: { type: 'typeHashtag', params: ({ event }) => ({ value: event.value }) } },
    'hashtag.added': { actions: 'addHashtag' },
    'hashtag.removed': { actions: { type: 'removeHashtag', params: ({ event }) => ({ tag: event.tag }) } },
    'page.toggled': { actions: { type: 'togglePage', params: ({ event }) => ({ pageId: event.pageId }) } },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.submitted': [
          {
            guard: 'isValid',
            target: 'saving',
            actions: { type: 'save', params: ({ context }) => postSaveRequest(context.network, context.values) },
          },
          { actions: 'showErrors' },
        ],
        'form.cleared': { actions: 'clear' },
      },
    },
    /** The editor runs PUT …/instagram or …/facebook; its toast says how it went. */
    saving: {
      tags: ['busy'],
      on: {
        'save.succeeded': { target: 'editing' },
        'save.failed': { target: 'editing' },
      },
    },
  },
});
