import { assign, fromPromise, setup } from 'xstate';
import { onboardingMessages } from '../i18n/onboarding.ts';
import type { Agent } from '../schema/agent.ts';
import { uploadAvatar } from '../services/auth-api.ts';
import type { NotifyParams } from './effects.ts';
import { ignoreEffect } from './effects.ts';
import { ONBOARDING_NEXT_STEP_DELAY_MS, ONBOARDING_REFRESH_DELAY_MS } from './onboardingProfileMachine.ts';

/**
 * Onboarding step 2's save (spec 01 'Onboarding', §4, §8), a child of onboardingMachine. The
 * picture arrives from imagePipelineMachine (measured, cropped in 'Recortar foto' or resized by the
 * avatar rules, confirmed in the preview): PUT /landlords/avatar uploads it, 'Tu foto de perfil se
 * ha actualizado exitosamente' shows, the agent and completed tasks are refreshed after 2 s and the
 * step ends after 3 s, as the profile step does. A failed upload says so and waits for another picture.
 */

export interface OnboardingPhotoInput {
  readonly agent: Agent;
}

export interface OnboardingPhotoContext {
  readonly agent: Agent;
}

export interface OnboardingPhotoOutput {
  readonly agent: Agent;
}

export type OnboardingPhotoEvent = { readonly type: 'photo.chosen'; readonly file: File };

export const onboardingPhotoMachine = setup({
  types: {
    input: {} as OnboardingPhotoInput,
    context: {} as OnboardingPhotoContext,
    events: {} as OnboardingPhotoEvent,
    output: {} as OnboardingPhotoOutput,
  },
  actors: {
    upload: fromPromise<Agent, { readonly file: File }>(({ input }) => uploadAvatar(input.file)),
  },
  actions: {
    keepAgent: assign((_, params: { readonly agent: Agent }) => ({ agent: params.agent })),
    notify: (_, _params: NotifyParams) => ignoreEffect(),
    /** Refresh the session's agent and the completed tasks (the parent does). */
    refresh: () => ignoreEffect(),
  },
  delays: {
    refreshDelay: ONBOARDING_REFRESH_DELAY_MS,
    nextStepDelay: ONBOARDING_NEXT_STEP_DELAY_MS,
  },
}).createMachine({
  id: 'onboardingPhoto',
  context: ({ input }) => ({ agent: input.agent }),
  output: ({ context }) => ({ agent: context.agent }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'photo.chosen': { target: 'uploading' } },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ event }) => ({ file: (event as OnboardingPhotoEvent).file }),
        onDone: {
          target: 'uploaded',
          actions: [
            { type: 'keepAgent', params: ({ event }) => ({ agent: event.output }) },
            { type: 'notify', params: { kind: 'success', message: onboardingMessages.photoUpdated } },
          ],
        },
        onError: {
          target: 'idle',
          actions: { type: 'notify', params: { kind: 'error', message: onboardingMessages.saveFailed } },
        },
      },
    },
    /** Uploaded: the toast shows; 2 s on the agent and tasks are refreshed, 3 s on step 3 opens. */
    uploaded: {
      tags: ['busy'],
      after: {
        refreshDelay: { actions: 'refresh' },
        nextStepDelay: { target: 'done' },
      },
    },
    done: { type: 'final' },
  },
});
