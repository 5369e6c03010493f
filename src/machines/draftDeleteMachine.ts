import { assign, fromPromise, setup } from 'xstate';
import { draftDeleteTexts } from '../i18n/properties.ts';
import { failureType } from '../services/api-failure.ts';
import { deleteDraft } from '../services/drafts-api.ts';
import type { NotifyParams } from './effects.ts';
import { ignoreEffect } from './effects.ts';

/**
 * 'Eliminar borrador' on a draft's card (issue 21): a confirmation modal, the call, then the list
 * reads itself again (`listChanged`) and a toast says so. One actor serves the whole list: the card
 * asking names its draft. A draft that started publishing meanwhile (409) is not deleted: the
 * toast says why and the list is read again to show its new status.
 */

export interface DraftDeleteContext {
  readonly draftId: string | null;
}

export type DraftDeleteEvent =
  | { readonly type: 'deletion.requested'; readonly draftId: string }
  | { readonly type: 'deletion.cancelled' }
  | { readonly type: 'deletion.confirmed' };

export const draftDeleteMachine = setup({
  types: {
    context: {} as DraftDeleteContext,
    events: {} as DraftDeleteEvent,
  },
  actors: {
    deleteDraft: fromPromise<void, { readonly draftId: string }>(({ input }) => deleteDraft(input.draftId)),
  },
  actions: {
    notify: (_, _params: NotifyParams) => ignoreEffect(),
    /** The app reads the list again. */
    listChanged: (_, _params: { readonly draftId: string }) => ignoreEffect(),
    choose: assign((_, params: { readonly draftId: string }) => ({ draftId: params.draftId })),
    forget: assign({ draftId: null }),
  },
  guards: {
    notEditable: (_, params: { readonly error: unknown }) => failureType(params.error) === 'PROPERTY_DRAFT_NOT_EDITABLE',
  },
}).createMachine({
  id: 'draftDelete',
  context: { draftId: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'deletion.requested': { target: 'confirming', actions: { type: 'choose', params: ({ event }) => ({ draftId: event.draftId }) } },
      },
    },
    /** The 'Eliminar borrador' modal. */
    confirming: {
      on: {
        'deletion.confirmed': 'deleting',
        'deletion.cancelled': { target: 'idle', actions: 'forget' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteDraft',
        src: 'deleteDraft',
        input: ({ context }) => ({ draftId: context.draftId ?? '' }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'notify', params: { kind: 'success', message: draftDeleteTexts.deleted } },
            { type: 'listChanged', params: ({ context }) => ({ draftId: context.draftId ?? '' }) },
            'forget',
          ],
        },
        onError: [
          {
            guard: { type: 'notEditable', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: [
              { type: 'notify', params: { kind: 'error', message: draftDeleteTexts.notEditable } },
              { type: 'listChanged', params: ({ context }) => ({ draftId: context.draftId ?? '' }) },
              'forget',
            ],
          },
          {
            target: 'idle',
            actions: [{ type: 'notify', params: { kind: 'error', message: draftDeleteTexts.failed } }, 'forget'],
          },
        ],
      },
    },
  },
});
