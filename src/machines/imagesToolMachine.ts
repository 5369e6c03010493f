import { assign, setup } from 'xstate';
import type { DraftImage } from '../schema/property-draft.ts';
import { ignoreEffect } from './effects.ts';

/**
 * The 'Imagenes' tool (spec 03 §4 'Image upload'). Dropped files (taken while the tool is idle;
 * the dropzone waits meanwhile) go one at a time through the image pipeline (measure, resize or crop, preview: `prepare` effect); a
 * confirmed picture is uploaded by the editor (`upload` effect, key 'images') and the next file
 * follows only after the editor reports the call's end, so no upload replaces another in the
 * editor's autosave. The first picture uploaded to a draft without images also becomes the
 * thumbnail (`makeThumbnail`). Deleting an image asks first (`remove`: when it is the main, first,
 * image, the editor's call also moves the thumbnail to the new first image, or deletes it when
 * none is left); a draft left without images makes its next upload the thumbnail again.
 */

export interface ImagesToolContext {
  readonly queue: readonly File[];
  /** The picture being uploaded. */
  readonly current: File | null;
  /** The next upload also becomes the draft's thumbnail. */
  readonly needsThumbnail: boolean;
  /** The image asked to be deleted, and whether it was the main (first) one. */
  readonly doomed: { readonly image: DraftImage; readonly main: boolean } | null;
}

export interface ImagesToolInput {
  /** The draft has no images yet. */
  readonly empty: boolean;
}

export type ImagesToolEvent =
  | { readonly type: 'files.dropped'; readonly files: readonly File[] }
  | { readonly type: 'image.ready'; readonly file: File }
  | { readonly type: 'image.skipped' }
  | { readonly type: 'upload.succeeded' }
  | { readonly type: 'upload.failed' }
  | { readonly type: 'delete.requested'; readonly image: DraftImage; readonly main: boolean }
  | { readonly type: 'delete.confirmed' }
  | { readonly type: 'delete.cancelled' }
  /** The editor deleted it; `remaining` is the updated draft's media, in order. */
  | { readonly type: 'delete.succeeded'; readonly remaining: readonly DraftImage[] }
  | { readonly type: 'delete.failed' };

export const imagesToolMachine = setup({
  types: {
    input: {} as ImagesToolInput,
    context: {} as ImagesToolContext,
    events: {} as ImagesToolEvent,
  },
  actions: {
    enqueue: assign(({ context }, params: { readonly files: readonly File[] }) => ({ queue: [...context.queue, ...params.files] })),
    /** Hands the file to the image pipeline (its crop and preview dialogs). */
    prepare: (_, _params: { readonly file: File }) => ignoreEffect(),
    upload: (_, _params: { readonly file: File }) => ignoreEffect(),
    /** The editor uploads this picture drawn on the 596×446 thumbnail canvas. */
    makeThumbnail: (_, _params: { readonly file: File }) => ignoreEffect(),
    remove: (_, _params: { readonly image: DraftImage; readonly main: boolean }) => ignoreEffect(),
  },
  guards: {
    queued: ({ context }) => context.queue.length > 0,
    needsThumbnail: ({ context }) => context.needsThumbnail,
  },
}).createMachine({
  id: 'imagesTool',
  context: ({ input }) => ({ queue: [], current: null, needsThumbnail: input.empty, doomed: null }),
  type: 'parallel',
  states: {
    upload: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'files.dropped': {
              target: 'next',
              actions: { type: 'enqueue', params: ({ event }) => ({ files: event.files }) },
            },
          },
        },
        next: {
          always: [{ guard: 'queued', target: 'preparing' }, { target: 'idle' }],
        },
        preparing: {
          entry: [
            { type: 'prepare', params: ({ context }) => ({ file: context.queue[0] as File }) },
            assign({ queue: ({ context }) => context.queue.slice(1) }),
          ],
          on: {
            'image.ready': {
              target: 'uploading',
              actions: [assign({ current: ({ event }) => event.file }), { type: 'upload', params: ({ event }) => ({ file: event.file }) }],
            },
            'image.skipped': { target: 'next' },
          },
        },
        uploading: {
          tags: ['uploading'],
          on: {
            'upload.succeeded': [
              {
                guard: 'needsThumbnail',
                target: 'next',
                actions: [
                  { type: 'makeThumbnail', params: ({ context }) => ({ file: context.current as File }) },
                  assign({ needsThumbnail: false, current: null }),
                ],
              },
              { target: 'next', actions: assign({ current: null }) },
            ],
            'upload.failed': { target: 'next', actions: assign({ current: null }) },
          },
        },
      },
    },
    deletion: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'delete.requested': {
              target: 'confirming',
              actions: assign({ doomed: ({ event }) => ({ image: event.image, main: event.main }) }),
            },
          },
        },
        confirming: {
          on: {
            'delete.confirmed': {
              target: 'deleting',
              actions: { type: 'remove', params: ({ context }) => context.doomed as NonNullable<ImagesToolContext['doomed']> },
            },
            'delete.cancelled': { target: 'idle', actions: assign({ doomed: null }) },
          },
        },
        deleting: {
          tags: ['deleting'],
          on: {
            'delete.succeeded': {
              target: 'idle',
              actions: assign({ doomed: null, needsThumbnail: ({ event }) => event.remaining.length === 0 }),
            },
            'delete.failed': { target: 'idle', actions: assign({ doomed: null }) },
          },
        },
      },
    },
  },
});
