import { assign, fromPromise, setup } from 'xstate';
import { customerStatusTexts } from '../i18n/customers.ts';
import { TENANT_STATUS, type Tenant, type TenantStatus } from '../schema/tenant.ts';
import { activateTenant, archiveTenant } from '../services/tenants-api.ts';
import type { NotifyParams } from './effects.ts';
import { ignoreEffect } from './effects.ts';
import type { ReloadParams } from './reload.ts';

/**
 * Más › Archivar or Activar on the customer view (spec 02 §2.3, §4, §8): the action that fits the
 * status, its confirmation modal, the call, the toast, and the customer reloaded 2 s later. The
 * record the call answers is handed to the page at once (`replaced`), so the status line changes
 * with the toast rather than with the reload.
 */

export interface CustomerStatusInput {
  readonly tenantId: string;
  readonly status: TenantStatus;
}

export interface CustomerStatusContext {
  readonly tenantId: string;
  /** This agent's link status; the view offers Archivar when active, Activar when filed. */
  readonly status: TenantStatus;
}

export type CustomerStatusEvent =
  | { readonly type: 'status.change.requested' }
  | { readonly type: 'status.change.confirmed' }
  | { readonly type: 'status.change.cancelled' }
  /** The customer was reloaded with this status. */
  | { readonly type: 'status.synced'; readonly status: TenantStatus };

export const RELOAD_DELAY_MS = 2000;

const failed: NotifyParams = { kind: 'error', message: customerStatusTexts.failed };

export const customerStatusMachine = setup({
  types: {
    input: {} as CustomerStatusInput,
    context: {} as CustomerStatusContext,
    events: {} as CustomerStatusEvent,
  },
  actors: {
    archive: fromPromise<Tenant, { readonly tenantId: string }>(({ input }) => archiveTenant(input.tenantId)),
    activate: fromPromise<Tenant, { readonly tenantId: string }>(({ input }) => activateTenant(input.tenantId)),
  },
  actions: {
    setStatus: assign((_, params: { readonly status: TenantStatus }) => ({ status: params.status })),
    /** The app forwards it to the toast machine. */
    notify: (_, _params: NotifyParams) => ignoreEffect(),
    /** The app shows this record of the customer (the call's answer) until the reload. */
    replaced: (_, _params: { readonly customer: Tenant }) => ignoreEffect(),
    /** The app reloads the customer (from=archived|enabled). */
    reload: (_, _params: ReloadParams) => ignoreEffect(),
  },
  guards: {
    isActive: ({ context }) => context.status === TENANT_STATUS.Active,
  },
  delays: {
    reloadDelay: RELOAD_DELAY_MS,
  },
}).createMachine({
  id: 'customerStatus',
  context: ({ input }) => ({ tenantId: input.tenantId, status: input.status }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'status.change.requested': { target: 'confirming' },
        'status.synced': { actions: { type: 'setStatus', params: ({ event }) => ({ status: event.status }) } },
      },
    },
    // The modal: 'Archivar cliente' or 'Activar cliente' by context.status.
    confirming: {
      on: {
        'status.change.confirmed': [
          { guard: 'isActive', target: 'archiving' },
          { target: 'activating' },
        ],
        'status.change.cancelled': { target: 'idle' },
      },
    },
    archiving: {
      tags: ['busy'],
      invoke: {
        id: 'archive',
        src: 'archive',
        input: ({ context }) => ({ tenantId: context.tenantId }),
        onDone: {
          target: 'succeeded',
          actions: [
            { type: 'setStatus', params: { status: TENANT_STATUS.Filed } },
            { type: 'replaced', params: ({ event }) => ({ customer: event.output }) },
            { type: 'notify', params: { kind: 'success', message: customerStatusTexts.archived } },
          ],
        },
        onError: { target: 'idle', actions: { type: 'notify', params: failed } },
      },
    },
    activating: {
      tags: ['busy'],
      invoke: {
        id: 'activate',
        src: 'activate',
        input: ({ context }) => ({ tenantId: context.tenantId }),
        onDone: {
          target: 'succeeded',
          actions: [
            { type: 'setStatus', params: { status: TENANT_STATUS.Active } },
            { type: 'replaced', params: ({ event }) => ({ customer: event.output }) },
            { type: 'notify', params: { kind: 'success', message: customerStatusTexts.activated } },
          ],
        },
        onError: { target: 'idle', actions: { type: 'notify', params: failed } },
      },
    },
    succeeded: {
      after: {
        reloadDelay: {
          target: 'idle',
          actions: {
            type: 'reload',
            params: ({ context }) => ({ from: context.status === TENANT_STATUS.Filed ? 'archived' : 'enabled' }),
          },
        },
      },
    },
  },
});
