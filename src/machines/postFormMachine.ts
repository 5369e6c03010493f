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
  type TypedPost,
} from './forms/post-form.ts';

/**
 * The Instagram / Facebook post form of the property editor (spec 03 §2 'Post tool', §4 'Post
 * save', §5 'Post form'): images picked in order (at most 20, a second click deselects), the
 * caption (at most 2200 characters), hashtags, and for Facebook the pages. 'Guardar publicación'
 * checks the form; a valid one asks the editor to save it (`save`: the view hands it to
 * `useDraftEditor().save`, which owns the call, the toasts and the draft's reload) and waits for
 * the editor's answer (`save.succeeded` / `save.failed`). Choosing clears the related error.
 *
 * Issue 21: every change (the hashtag input's text too) is remembered locally (`rememberTyped`: the
 * view keeps a copy per agent and draft until it is saved). Editing goes on while a save runs, so a
 * save's success forgets the copy (`forgetTyped`) only when it answers for the values typed (no
 * change since 'Guardar publicación') and the hashtag input holds no text left to add; a deleted
 * post empties the form and forgets it too. A form restored from that copy starts from it
 * (`restored`).
 */

export interface PostFormInput {
  readonly network: PostNetwork;
  /** Prefilled from the draft's saved post (`postFormValues`), or empty. */
  readonly values?: PostFormValues;
  /** Issue 21: the agent's unsaved copy, restored after a reload (it wins over `values`). */
  readonly restored?: TypedPost | null;
}

export interface PostFormContext {
  readonly network: PostNetwork;
  readonly values: PostFormValues;
  readonly errors: PostErrors;
  /** What the hashtag input holds until 'Agregar' (or Enter) adds it. */
  readonly hashtagText: string;
  /** Changes of the values so far, and their count when the save in flight was asked: an edit since then is not saved by it. */
  readonly edits: number;
  readonly submittedEdits: number | null;
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
  edits: context.edits + 1,
});

/** After a change: the values and the hashtag text as typed go to the local copy (issue 21). */
const remember = {
  type: 'rememberTyped',
  params: ({ context }: { context: PostFormContext }) => ({ values: context.values, hashtagText: context.hashtagText }),
} as const;

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
    markSubmitted: assign(({ context }) => ({ submittedEdits: context.edits })),
    forgetSubmit: assign({ submittedEdits: null }),
    /** Effect: the view calls `useDraftEditor().save` with the network's call (key, toasts: spec 03 §8). */
    save: (_, _params: PostSaveRequest) => ignoreEffect(),
    /** Effects, provided by the view (issue 21): the local copy of what was typed, and its removal once saved. */
    rememberTyped: (_, _params: TypedPost) => ignoreEffect(),
    forgetTyped: () => ignoreEffect(),
  },
  guards: {
    isValid: ({ context }) => !hasErrors(validatePostForm(context.values, context.network)),
    /** The save answers for everything typed: no change since it was asked, no hashtag text left to add. */
    savedAllTyped: ({ context }) => context.submittedEdits === context.edits && context.hashtagText.trim() === '',
  },
}).createMachine({
  id: 'postForm',
  context: ({ input }) => ({
    network: input.network,
    values: input.restored?.values ?? input.values ?? emptyPostForm,
    errors: noPostErrors,
    hashtagText: input.restored?.hashtagText ?? '',
    edits: 0,
    submittedEdits: null,
  }),
  // Editing goes on while a save runs: the editor queues a newer save behind the one in flight.
  on: {
    'image.toggled': { actions: [{ type: 'toggleImage', params: ({ event }) => ({ imageId: event.imageId }) }, remember] },
    'caption.changed': { actions: [{ type: 'changeCaption', params: ({ event }) => ({ value: event.value }) }, remember] },
    'hashtag.typed': { actions: [{ type: 'typeHashtag', params: ({ event }) => ({ value: event.value }) }, remember] },
    'hashtag.added': { actions: ['addHashtag', remember] },
    'hashtag.removed': { actions: [{ type: 'removeHashtag', params: ({ event }) => ({ tag: event.tag }) }, remember] },
    'page.toggled': { actions: [{ type: 'togglePage', params: ({ event }) => ({ pageId: event.pageId }) }, remember] },
  },
  initial: 'editing',
  states: {
    editing: {
      entry: 'forgetSubmit',
      on: {
        'form.submitted': [
          {
            guard: 'isValid',
            target: 'saving',
            actions: ['markSubmitted', { type: 'save', params: ({ context }) => postSaveRequest(context.network, context.values) }],
          },
          { actions: 'showErrors' },
        ],
        // The post is deleted: the form is what the draft holds (none), nothing typed is left to keep.
        'form.cleared': { actions: ['clear', 'forgetTyped'] },
      },
    },
    /** The editor runs PUT …/instagram or …/facebook; its toast says how it went. */
    saving: {
      tags: ['busy'],
      on: {
        'save.succeeded': [{ guard: 'savedAllTyped', target: 'editing', actions: 'forgetTyped' }, { target: 'editing' }],
        'save.failed': { target: 'editing' },
      },
    },
  },
});
