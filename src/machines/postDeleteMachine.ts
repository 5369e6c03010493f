import { setup } from 'xstate';
import { ignoreEffect } from './effects.ts';
import type { PostNetwork } from './forms/post-form.ts';

/**
 * 'No quiero publicar en Instagram' / 'No quiero publicar en Facebook' (spec 03 §2, §4 'Post
 * delete', §8): a confirmation modal, then the deletion, which the view hands to
 * `useDraftEditor().save` (the call, the toast, the draft's reload). Success closes the modal and
 * empties the form (`deleted`); a failure keeps the modal open so the agent may try again or cancel.
 */

export interface PostDeleteInput {
  readonly network: PostNetwork;
}

export type PostDeleteContext = PostDeleteInput;

export type PostDeleteEvent =
  | { readonly type: 'delete.requested' }
  | { readonly type: 'delete.cancelled' }
  | { readonly type: 'delete.confirmed' }
  /** The editor's answer (its onSaved / onFailed). */
  | { readonly type: 'delete.succeeded' }
  | { readonly type: 'delete.failed' };

export const postDeleteMachine = setup({
  types: {
    input: {} as PostDeleteInput,
    context: {} as PostDeleteContext,
    events: {} as PostDeleteEvent,
  },
  actions: {
    /** Effect: the view calls `useDraftEditor().save` with DELETE …/instagram or …/facebook. */
    requestDelete: (_, _params: { readonly network: PostNetwork }) => ignoreEffect(),
    /** Effect: the post is gone; the form starts again empty. */
    deleted: (_, _params: { readonly network: PostNetwork }) => ignoreEffect(),
  },
}).createMachine({
  id: 'postDelete',
  context: ({ input }) => ({ network: input.network }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'delete.requested': 'confirming' },
    },
    /** The confirmation modal. */
    confirming: {
      tags: ['dialog'],
      on: {
        'delete.confirmed': {
          target: 'deleting',
          actions: { type: 'requestDelete', params: ({ context }) => ({ network: context.network }) },
        },
        'delete.cancelled': 'idle',
      },
    },
    deleting: {
      tags: ['dialog', 'busy'],
      on: {
        'delete.succeeded': {
          target: 'idle',
          actions: { type: 'deleted', params: ({ context }) => ({ network: context.network }) },
        },
        'delete.failed': 'confirming',
      },
    },
  },
});
