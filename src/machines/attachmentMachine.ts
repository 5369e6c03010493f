import { assign, fromPromise, setup } from 'xstate';
import { attachmentTexts } from '../i18n/customers.ts';
import type { TaskAttachment } from '../schema/task.ts';
import { deleteAttachment, uploadAttachment } from '../services/tasks-api.ts';
import type { NotifyParams } from './effects.ts';
import { ignoreEffect } from './effects.ts';
import { onlyFile, refusalOf, serverRefusal, type AttachmentRefusal } from './forms/attachment-rules.ts';
import type { ReloadParams } from './reload.ts';

/**
 * A task's attachments in its detail panel (spec 02 §2.3, §8): a file dropped on the dropzone is
 * uploaded, an attachment's delete button removes it; each ends with its toast and the task
 * reloaded. One change at a time: the dropzone and the buttons are disabled while 'busy'.
 * A file that breaks a rule (type, size, empty, image dimensions, several at once) is refused,
 * before sending or by the server, and `refusal` says which rule until the next change (issue 8).
 */

export interface AttachmentInput {
  readonly tenantId: string;
  readonly taskId: string;
}

export interface AttachmentContext {
  readonly tenantId: string;
  readonly taskId: string;
  /** The file being uploaded, for the view's progress row. */
  readonly file: File | null;
  /** The attachment being deleted, for the view's spinner on it. */
  readonly attachmentId: string | null;
  /** Why the last file was not uploaded (attachmentRefusalMessage), until the next change. */
  readonly refusal: AttachmentRefusal | null;
}

export type AttachmentEvent =
  /** What was dropped on or picked in the dropzone (one file is expected). */
  | { readonly type: 'files.dropped'; readonly files: readonly File[] }
  | { readonly type: 'attachment.deleteRequested'; readonly attachmentId: string };

export interface UploadInput {
  readonly tenantId: string;
  readonly taskId: string;
  readonly file: File;
}

export interface RemoveInput {
  readonly tenantId: string;
  readonly taskId: string;
  readonly attachmentId: string;
}

const uploaded: NotifyParams = { kind: 'success', message: attachmentTexts.uploaded };
const deleted: NotifyParams = { kind: 'success', message: attachmentTexts.deleted };
const failed: NotifyParams = { kind: 'error', message: attachmentTexts.failed };
const reloadTask: ReloadParams = {};

const present = <T>(value: T | null): T => {
  // Set by the transition that enters the state that reads it.
  if (value === null) throw new Error('attachmentMachine: a call ran without its subject');
  return value;
};

export const attachmentMachine = setup({
  types: {
    input: {} as AttachmentInput,
    context: {} as AttachmentContext,
    events: {} as AttachmentEvent,
  },
  actors: {
    upload: fromPromise<TaskAttachment, UploadInput>(({ input }) =>
      uploadAttachment(input.tenantId, input.taskId, input.file),
    ),
    remove: fromPromise<void, RemoveInput>(({ input }) =>
      deleteAttachment(input.tenantId, input.taskId, input.attachmentId),
    ),
  },
  actions: {
    holdFile: assign((_, params: { readonly file: File }) => ({ file: params.file, refusal: null })),
    holdAttachment: assign((_, params: { readonly attachmentId: string }) => ({ attachmentId: params.attachmentId, refusal: null })),
    release: assign({ file: null, attachmentId: null }),
    refuse: assign((_, params: { readonly refusal: AttachmentRefusal | null }) => ({ refusal: params.refusal })),
    /** The app forwards it to the toast machine. */
    notify: (_, _params: NotifyParams) => ignoreEffect(),
    /** The app reloads the task. */
    reload: (_, _params: ReloadParams) => ignoreEffect(),
  },
  guards: {
    breaksARule: (_, params: { readonly files: readonly File[] }) => refusalOf(params.files) !== null,
    refusedByServer: (_, params: { readonly error: unknown }) => serverRefusal(params.error, null) !== null,
  },
}).createMachine({
  id: 'attachment',
  context: ({ input }) => ({ tenantId: input.tenantId, taskId: input.taskId, file: null, attachmentId: null, refusal: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'files.dropped': [
          {
            guard: { type: 'breaksARule', params: ({ event }) => ({ files: event.files }) },
            actions: { type: 'refuse', params: ({ event }) => ({ refusal: refusalOf(event.files) }) },
          },
          {
            target: 'uploading',
            actions: { type: 'holdFile', params: ({ event }) => ({ file: onlyFile(event.files) }) },
          },
        ],
        'attachment.deleteRequested': {
          target: 'deleting',
          actions: { type: 'holdAttachment', params: ({ event }) => ({ attachmentId: event.attachmentId }) },
        },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ tenantId: context.tenantId, taskId: context.taskId, file: present(context.file) }),
        onDone: {
          target: 'idle',
          actions: ['release', { type: 'notify', params: uploaded }, { type: 'reload', params: reloadTask }],
        },
        onError: [
          {
            // The bytes broke a rule (415, 413, 422): say which, beside the picker.
            guard: { type: 'refusedByServer', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: [{ type: 'refuse', params: ({ context, event }) => ({ refusal: serverRefusal(event.error, context.file) }) }, 'release'],
          },
          { target: 'idle', actions: ['release', { type: 'notify', params: failed }] },
        ],
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({
          tenantId: context.tenantId,
          taskId: context.taskId,
          attachmentId: present(context.attachmentId),
        }),
        onDone: {
          target: 'idle',
          actions: ['release', { type: 'notify', params: deleted }, { type: 'reload', params: reloadTask }],
        },
        onError: { target: 'idle', actions: ['release', { type: 'notify', params: failed }] },
      },
    },
  },
});
