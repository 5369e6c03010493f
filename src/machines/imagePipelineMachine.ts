import { assign, fromPromise, setup } from 'xstate';
import { imagePipelineTexts } from '../i18n/customers.ts';
import {
  cropImage,
  measureImage,
  resizeImage,
  type CropArea,
  type CropRequest,
  type ImageSize,
  type ResizeRequest,
} from '../services/images.ts';
import type { NotifyParams } from './effects.ts';
import { ignoreEffect } from './effects.ts';
import { decideImage, imageFileName, resizeTarget, type ImageDecision, type ImageRules } from './images/decide.ts';

/**
 * A picked picture on its way to upload: measured, then used as it is, resized, or cropped in the
 * 'Recortar foto' dialog, and shown in 'Previsualizar foto' until the agent confirms it. The rules
 * (images/decide.ts) make it the avatar's, the onboarding photo's or a property image's pipeline.
 * Picking another file starts over from any resting state.
 */

export interface ImagePipelineInput {
  readonly rules: ImageRules;
  /** The uploaded file's name without extension (the avatar's is the tenantId); null keeps the picked name. */
  readonly baseName: string | null;
}

export interface ImagePipelineContext {
  readonly rules: ImageRules;
  readonly baseName: string | null;
  /** The picked file, shown by the crop dialog. */
  readonly file: File | null;
  readonly size: ImageSize | null;
  readonly area: CropArea | null;
  /** What the preview dialog shows: the picked file, or the resized or cropped picture. */
  readonly preview: Blob | null;
  /** The confirmed file, ready to upload. */
  readonly output: File | null;
}

export type ImagePipelineEvent =
  | { readonly type: 'file.selected'; readonly file: File }
  | { readonly type: 'crop.confirmed'; readonly area: CropArea }
  | { readonly type: 'crop.cancelled' }
  | { readonly type: 'preview.confirmed' }
  | { readonly type: 'preview.cancelled' };

export interface ImageReadyParams {
  readonly file: File;
}

const restart = {
  'file.selected': {
    target: '#imagePipeline.measuring',
    actions: { type: 'pick', params: ({ event }: { readonly event: { readonly file: File } }) => ({ file: event.file }) },
  },
} as const;

const orNothing = <T>(value: T | null): T => {
  // The states that read these are entered only once they are set.
  if (value === null) throw new Error('imagePipelineMachine: a step ran before its input was there');
  return value;
};

export const imagePipelineMachine = setup({
  types: {
    input: {} as ImagePipelineInput,
    context: {} as ImagePipelineContext,
    events: {} as ImagePipelineEvent,
  },
  actors: {
    measure: fromPromise<ImageSize, { readonly file: File }>(({ input }) => measureImage(input.file)),
    resize: fromPromise<Blob, ResizeRequest>(({ input }) => resizeImage(input)),
    crop: fromPromise<Blob, CropRequest>(({ input }) => cropImage(input)),
  },
  actions: {
    pick: assign((_, params: { readonly file: File }) => ({
      file: params.file,
      size: null,
      area: null,
      preview: null,
      output: null,
    })),
    measured: assign((_, params: ImageSize) => ({ size: params })),
    previewOriginal: assign(({ context }) => ({ preview: context.file })),
    previewResult: assign((_, params: { readonly picture: Blob }) => ({ preview: params.picture })),
    chooseArea: assign((_, params: { readonly area: CropArea }) => ({ area: params.area })),
    confirm: assign(({ context }) => {
      const file = orNothing(context.file);
      const preview = orNothing(context.preview);
      const type = preview.type === '' ? file.type : preview.type;
      if (preview === file && context.baseName === null) return { output: file };
      return { output: new File([preview], imageFileName(file.name, type, context.baseName), { type }) };
    }),
    /** The app uploads it (the customer's avatar, the onboarding photo, a property image). */
    imageReady: (_, _params: ImageReadyParams) => ignoreEffect(),
    notify: (_, _params: NotifyParams) => ignoreEffect(),
  },
  guards: {
    decided: ({ context }, params: { readonly size: ImageSize; readonly decision: ImageDecision }) =>
      decideImage(params.size, context.rules) === params.decision,
  },
}).createMachine({
  id: 'imagePipeline',
  context: ({ input }) => ({
    rules: input.rules,
    baseName: input.baseName,
    file: null,
    size: null,
    area: null,
    preview: null,
    output: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: restart },
    measuring: {
      tags: ['busy'],
      invoke: {
        id: 'measure',
        src: 'measure',
        input: ({ context }) => ({ file: orNothing(context.file) }),
        onDone: [
          {
            guard: { type: 'decided', params: ({ event }) => ({ size: event.output, decision: 'keep' }) },
            target: 'previewing',
            actions: [{ type: 'measured', params: ({ event }) => event.output }, 'previewOriginal'],
          },
          {
            guard: { type: 'decided', params: ({ event }) => ({ size: event.output, decision: 'resize' }) },
            target: 'resizing',
            actions: { type: 'measured', params: ({ event }) => event.output },
          },
          { target: 'cropping', actions: { type: 'measured', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed' },
      },
    },
    resizing: {
      tags: ['busy'],
      invoke: {
        id: 'resize',
        src: 'resize',
        input: ({ context }) => ({
          file: orNothing(context.file),
          size: resizeTarget(orNothing(context.size), context.rules),
          encoding: context.rules.output,
        }),
        onDone: {
          target: 'previewing',
          actions: { type: 'previewResult', params: ({ event }) => ({ picture: event.output }) },
        },
        onError: { target: 'failed' },
      },
    },
    cropping: {
      on: {
        'crop.confirmed': {
          target: 'processing',
          actions: { type: 'chooseArea', params: ({ event }) => ({ area: event.area }) },
        },
        'crop.cancelled': { target: 'cancelled' },
      },
    },
    processing: {
      tags: ['busy'],
      invoke: {
        id: 'crop',
        src: 'crop',
        input: ({ context }) => ({
          file: orNothing(context.file),
          area: orNothing(context.area),
          size: context.rules.cropTo,
          encoding: context.rules.output,
        }),
        onDone: {
          target: 'previewing',
          actions: { type: 'previewResult', params: ({ event }) => ({ picture: event.output }) },
        },
        onError: { target: 'failed' },
      },
    },
    previewing: {
      on: {
        'preview.confirmed': {
          target: 'done',
          actions: ['confirm', { type: 'imageReady', params: ({ context }) => ({ file: orNothing(context.output) }) }],
        },
        'preview.cancelled': { target: 'cancelled' },
      },
    },
    done: { on: restart },
    cancelled: { on: restart },
    failed: {
      entry: { type: 'notify', params: { kind: 'error', message: imagePipelineTexts.failed } },
      on: restart,
    },
  },
});
