import { assign, fromPromise, setup } from 'xstate';
import { ignoreEffect } from './effects.ts';

/**
 * The 'Video' tool (spec 03 §4 'Video'). Without a video, the uploader; a chosen file is probed
 * (a file the browser cannot read as a video cannot be played or give a frame) and refused when its
 * metadata says it lasts over 3 minutes (issue 10 decision); then the player, where a frame becomes the 250×150 thumbnail.
 * 'Aceptar' needs that thumbnail and asks the editor to upload both (`upload` effect, key
 * 'video'); without one yet, it first draws the player's current frame (the first one, when the
 * video was not played: issue 21, the first 'Aceptar' used to fail); 'Descartar' drops the file. The draft's own video shows in the player with 'Eliminar'
 * behind a confirmation (`remove` effect). The editor reports each call's end back
 * ('save.succeeded' / 'save.failed').
 */

export const VIDEO_MAX_SECONDS = 180;
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

export type VideoProblem = 'unreadable' | 'tooLong' | 'wrongType' | 'thumbnailFailed' | 'thumbnailMissing' | null;

export interface VideoContext {
  /** The draft had a video when the tool opened. */
  readonly hasVideo: boolean;
  readonly file: File | null;
  readonly thumbnail: Blob | null;
  readonly problem: VideoProblem;
}

export interface VideoInput {
  readonly hasVideo: boolean;
}

/** Where a frame is drawn from (the player's <video>); opaque to the machine. */
export interface FrameSource {
  readonly currentTime: number;
}

export type VideoEvent =
  | { readonly type: 'file.selected'; readonly file: File }
  | { readonly type: 'thumbnail.requested'; readonly source: FrameSource }
  /** `source`: the player, to draw the thumbnail from when none was made yet. */
  | { readonly type: 'accept.requested'; readonly source?: FrameSource }
  | { readonly type: 'discard.requested' }
  | { readonly type: 'delete.requested' }
  | { readonly type: 'delete.confirmed' }
  | { readonly type: 'delete.cancelled' }
  | { readonly type: 'save.succeeded' }
  | { readonly type: 'save.failed' };

const pickFile = [
  {
    guard: { type: 'acceptedType', params: ({ event }: { readonly event: { readonly file: File } }) => ({ file: event.file }) },
    target: '#video.probing',
    actions: { type: 'pick', params: ({ event }: { readonly event: { readonly file: File } }) => ({ file: event.file }) },
  },
  { actions: { type: 'refuse', params: { problem: 'wrongType' } } },
] as const;

export const videoMachine = setup({
  types: {
    input: {} as VideoInput,
    context: {} as VideoContext,
    events: {} as VideoEvent,
  },
  actors: {
    /** The file's duration in seconds, from its metadata. */
    probe: fromPromise<number, { readonly file: File }>(() => Promise.reject(new Error('videoMachine: probe not provided'))),
    /** The current frame drawn onto a 250×150 canvas. */
    capture: fromPromise<Blob, { readonly source: FrameSource }>(() =>
      Promise.reject(new Error('videoMachine: capture not provided')),
    ),
  },
  actions: {
    /** The editor uploads the video, then its thumbnail (key 'video'). */
    upload: (_, _params: { readonly file: File; readonly thumbnail: Blob }) => ignoreEffect(),
    /** The editor deletes the draft's video (key 'video'). */
    remove: () => ignoreEffect(),
    pick: assign((_, params: { readonly file: File }) => ({ file: params.file, thumbnail: null, problem: null })),
    refuse: assign((_, params: { readonly problem: VideoProblem }) => ({ problem: params.problem })),
    drop: assign({ file: null, thumbnail: null, problem: null }),
  },
  guards: {
    acceptedType: (_, params: { readonly file: File }) => (VIDEO_TYPES as readonly string[]).includes(params.file.type),
    /** Enforced when the file states its duration; one that does not (NaN) is let through. */
    shortEnough: (_, params: { readonly seconds: number }) => !(params.seconds > VIDEO_MAX_SECONDS),
    hasThumbnail: ({ context }) => context.thumbnail !== null,
    hasSource: (_, params: { readonly source: FrameSource | undefined }) => params.source !== undefined,
    hasVideo: ({ context }) => context.hasVideo,
  },
}).createMachine({
  id: 'video',
  context: ({ input }) => ({ hasVideo: input.hasVideo, file: null, thumbnail: null, problem: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasVideo', target: 'showing' }, { target: 'empty' }],
    },
    empty: {
      on: { 'file.selected': pickFile },
    },
    probing: {
      tags: ['busy'],
      invoke: {
        id: 'probe',
        src: 'probe',
        input: ({ context }) => ({ file: context.file as File }),
        onDone: [
          { guard: { type: 'shortEnough', params: ({ event }) => ({ seconds: event.output }) }, target: 'reviewing' },
          { target: 'empty', actions: ['drop', { type: 'refuse', params: { problem: 'tooLong' } }] },
        ],
        onError: { target: 'empty', actions: ['drop', { type: 'refuse', params: { problem: 'unreadable' } }] },
      },
    },
    reviewing: {
      on: {
        'file.selected': pickFile,
        'thumbnail.requested': { target: 'capturing' },
        'accept.requested': [
          {
            guard: 'hasThumbnail',
            target: 'uploading',
            actions: {
              type: 'upload',
              params: ({ context }) => ({ file: context.file as File, thumbnail: context.thumbnail as Blob }),
            },
          },
          { guard: { type: 'hasSource', params: ({ event }) => ({ source: event.source }) }, target: 'capturingToAccept' },
          { actions: { type: 'refuse', params: { problem: 'thumbnailMissing' } } },
        ],
        'discard.requested': { target: 'empty', actions: 'drop' },
      },
    },
    capturing: {
      tags: ['busy'],
      invoke: {
        id: 'capture',
        src: 'capture',
        input: ({ event }) => ({ source: (event as { readonly source: FrameSource }).source }),
        onDone: { target: 'reviewing', actions: assign({ thumbnail: ({ event }) => event.output, problem: null }) },
        onError: { target: 'reviewing', actions: { type: 'refuse', params: { problem: 'thumbnailFailed' } } },
      },
    },
    /** 'Aceptar' with no thumbnail yet: the current frame becomes it, then both upload. */
    capturingToAccept: {
      tags: ['busy'],
      invoke: {
        id: 'capture',
        src: 'capture',
        input: ({ event }) => ({ source: (event as { readonly source: FrameSource }).source }),
        onDone: {
          target: 'uploading',
          actions: [
            assign({ thumbnail: ({ event }) => event.output, problem: null }),
            { type: 'upload', params: ({ context, event }) => ({ file: context.file as File, thumbnail: event.output }) },
          ],
        },
        onError: { target: 'reviewing', actions: { type: 'refuse', params: { problem: 'thumbnailFailed' } } },
      },
    },
    uploading: {
      tags: ['busy'],
      on: {
        'save.succeeded': { target: 'showing', actions: 'drop' },
        'save.failed': { target: 'reviewing' },
      },
    },
    showing: {
      on: { 'delete.requested': { target: 'confirmingDelete' } },
    },
    confirmingDelete: {
      on: {
        'delete.confirmed': { target: 'deleting', actions: 'remove' },
        'delete.cancelled': { target: 'showing' },
      },
    },
    deleting: {
      tags: ['busy'],
      on: {
        'save.succeeded': { target: 'empty' },
        'save.failed': { target: 'showing' },
      },
    },
  },
});
