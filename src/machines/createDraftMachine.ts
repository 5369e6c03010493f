import { assign, fromPromise, setup } from 'xstate';
import type { PropertyDraft } from '../schema/property-draft.ts';
import { failureType } from '../services/api-failure.ts';
import { createDraft } from '../services/drafts-api.ts';
import { ignoreEffect, type NavigateParams } from './effects.ts';

/**
 * /properties/drafts/create (spec 03 §2): creates a draft on arrival ('Creando borrador de
 * propiedad'), then replaces the page with the draft's editor; on failure 'No se ha podido crear el
 * borrador de la propiedad' with 'Reintentar', or, past the per-agent limit of new drafts (429,
 * issue 20), `limited`: a message to wait a minute, with 'Reintentar' too. 'Salir del editor'
 * leaves for the drafts list.
 *
 * One visit creates one draft. Two things would otherwise create two:
 * - a double click on 'Reintentar': the second click arrives while `creating`, which ignores it;
 * - React's StrictMode (and <Activity>) stopping and restarting the page's actor: @xstate/react
 *   restores the snapshot and restarts the invoked promise actor, which calls its creator again.
 *   So each attempt carries a request key (the visit's key and the attempt number) and the default
 *   `create` actor answers a key it has already seen with the same promise: the restart rejoins the
 *   request in flight instead of posting again. A retry is a new attempt, hence a new key.
 */

export interface CreateDraftInput {
  /** Unique per visit of the page (createDraftVisitKey): what tells a restart from a new visit. */
  readonly visitKey: string;
}

export interface CreateDraftContext {
  readonly visitKey: string;
  /** 1 on arrival, one more per 'Reintentar'. */
  readonly attempt: number;
}

export type CreateDraftEvent = { readonly type: 'retry' } | { readonly type: 'exit' };

export interface CreateRequest {
  /** `${visitKey}#${attempt}` */
  readonly key: string;
  /**
   * Issue 21: the visit's key, sent as Idempotency-Key on every attempt: a 'Reintentar' after an
   * answer lost on the way finds the draft the server made instead of making a second one (a
   * create that failed on the server gave its key back, so the retry creates).
   */
  readonly idempotencyKey: string;
}

/** Where the editor of a draft is (the same address as paths.draftEditor; tests/unit checks they agree). */
export const draftEditorPath = (draftId: string): string => `/property-editor/${encodeURIComponent(draftId)}/create`;
/** 'Salir del editor' (the same address as paths.drafts()). */
export const DRAFTS_LIST_PATH = '/properties/drafts';

/** A key no other visit shares, in this tab or another (it is also the create's Idempotency-Key). */
export const createDraftVisitKey = (): string => crypto.randomUUID();

/** Requests by key: settled ones stay, so a restart after the answer finds the same draft. The last few are kept. */
const requests = new Map<string, Promise<PropertyDraft>>();
const REQUESTS_KEPT = 8;

/** POST /property-drafts once per key. */
export const createDraftOnce = (key: string, create: () => Promise<PropertyDraft> = () => createDraft()): Promise<PropertyDraft> => {
  const known = requests.get(key);
  if (known !== undefined) return known;
  const request = create();
  requests.set(key, request);
  for (const old of requests.keys()) {
    if (requests.size <= REQUESTS_KEPT) break;
    requests.delete(old);
  }
  return request;
};

const requestOf = (context: CreateDraftContext): CreateRequest => ({ key: `${context.visitKey}#${context.attempt}`, idempotencyKey: context.visitKey });

export const createDraftMachine = setup({
  types: {
    input: {} as CreateDraftInput,
    context: {} as CreateDraftContext,
    events: {} as CreateDraftEvent,
  },
  actors: {
    create: fromPromise<PropertyDraft, CreateRequest>(({ input }) => createDraftOnce(input.key, () => createDraft(undefined, input.idempotencyKey))),
  },
  guards: {
    tooMany: (_, params: { readonly error: unknown }) => failureType(params.error) === 'TOO_MANY_REQUESTS',
  },
  actions: {
    nextAttempt: assign(({ context }) => ({ attempt: context.attempt + 1 })),
    navigate: (_, _params: NavigateParams) => ignoreEffect(),
  },
}).createMachine({
  id: 'createDraft',
  context: ({ input }) => ({ visitKey: input.visitKey, attempt: 1 }),
  initial: 'creating',
  on: {
    // 'Salir del editor' is there in every state: a request in flight is left to finish unseen.
    exit: { target: '.left', actions: { type: 'navigate', params: { to: DRAFTS_LIST_PATH } } },
  },
  states: {
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => requestOf(context),
        // Replace: 'back' from the editor returns to the list, not to a page that creates another draft.
        onDone: {
          target: 'created',
          actions: { type: 'navigate', params: ({ event }) => ({ to: draftEditorPath(event.output.propertyDraftId), replace: true }) },
        },
        onError: [
          { guard: { type: 'tooMany', params: ({ event }) => ({ error: event.error }) }, target: 'limited' },
          { target: 'failed' },
        ],
      },
    },
    failed: {
      on: { retry: { target: 'creating', actions: 'nextAttempt' } },
    },
    limited: {
      on: { retry: { target: 'creating', actions: 'nextAttempt' } },
    },
    created: { type: 'final' },
    left: { type: 'final' },
  },
});
