import { assign, fromPromise, setup } from 'xstate';
import type { ErrorType } from '../schema/errors.ts';
import type { Tenant } from '../schema/tenant.ts';
import { failureType } from '../services/api-failure.ts';
import { getTenant, getTenantBySlug, uploadTenantAvatar } from '../services/tenants-api.ts';
import { customerDetailTexts, imagePipelineTexts } from '../i18n/customers.ts';
import type { NotifyParams } from './effects.ts';
import { ignoreEffect } from './effects.ts';

/**
 * The customer on /customers/view/{slug} (spec 02 §2.3): a spinner while it loads, an error with a
 * retry, 'not found' when no customer of this agent answers to the slug (issue 8: a retry could
 * never succeed there), then the customer. Changes made elsewhere on the page (archive, activate, a new avatar)
 * either hand the fresh record over (`customer.replaced`) or ask for a silent reload
 * (`customer.reloaded`) that keeps the customer on screen. A picture confirmed by the image
 * pipeline (`avatar.chosen`) is uploaded here, since it changes this record; only the agent who
 * registered the customer may change the photo (`identityEditable`, issue 6).
 */

export interface CustomerDetailInput {
  /** The route parameter: a slug, or a tenant id (DECISIONS.md: a UUID-looking id also resolves). */
  readonly slug: string;
}

export interface CustomerDetailContext {
  readonly slug: string;
  readonly customer: Tenant | null;
  /** Why the first load failed; null once the customer arrived. */
  readonly error: ErrorType | null;
}

export type CustomerDetailEvent =
  | { readonly type: 'customer.reloaded' }
  | { readonly type: 'customer.retried' }
  | { readonly type: 'customer.replaced'; readonly customer: Tenant }
  | { readonly type: 'avatar.chosen'; readonly file: File };

/**
 * The answers that mean no customer of this agent has this slug: 404 (another agent's customer
 * answers the same, DECISIONS.md) or a parameter the server refuses outright (400). Loading again
 * cannot change either.
 */
export const isMissingCustomer = (error: unknown): boolean => {
  const type = failureType(error);
  return type === 'TENANT_NOT_FOUND' || type === 'NOT_FOUND' || type === 'VALIDATION_ERROR';
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID-looking parameter is read as the tenant id, anything else as its slug. */
export const loadCustomer = (slugOrId: string): Promise<Tenant> =>
  UUID_PATTERN.test(slugOrId) ? getTenant(slugOrId) : getTenantBySlug(slugOrId);

/** The photo is the person's: a page loaded before someone else's registration rule says so; a full storage says so too (issue 20). */
const avatarFailure = (error: unknown): NotifyParams => {
  const type = failureType(error);
  const message =
    type === 'TENANT_IDENTITY_READ_ONLY' ? customerDetailTexts.avatarReadOnly
    : type === 'STORAGE_QUOTA_EXCEEDED' ? customerDetailTexts.avatarQuotaExceeded
    : imagePipelineTexts.failed;
  return { kind: 'error', message };
};

export const customerDetailMachine = setup({
  types: {
    input: {} as CustomerDetailInput,
    context: {} as CustomerDetailContext,
    events: {} as CustomerDetailEvent,
  },
  actors: {
    loadCustomer: fromPromise<Tenant, { readonly slug: string }>(({ input }) => loadCustomer(input.slug)),
    uploadAvatar: fromPromise<Tenant, { readonly tenantId: string; readonly file: File }>(({ input }) =>
      uploadTenantAvatar(input.tenantId, input.file),
    ),
  },
  actions: {
    showCustomer: assign((_, params: { readonly customer: Tenant }) => ({ customer: params.customer, error: null })),
    showFailure: assign((_, params: { readonly error: unknown }) => ({ error: failureType(params.error) })),
    /** The app forwards it to the toast machine. */
    notify: (_, _params: NotifyParams) => ignoreEffect(),
  },
  guards: {
    canChangePhoto: ({ context }) => context.customer?.identityEditable === true,
    isMissing: (_, params: { readonly error: unknown }) => isMissingCustomer(params.error),
  },
}).createMachine({
  id: 'customerDetail',
  context: ({ input }) => ({ slug: input.slug, customer: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCustomer',
        src: 'loadCustomer',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: { target: 'loaded', actions: { type: 'showCustomer', params: ({ event }) => ({ customer: event.output }) } },
        onError: [
          {
            guard: { type: 'isMissing', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: {
      on: { 'customer.retried': { target: 'loading' } },
    },
    /** No retry: the view offers the way back to the list. */
    notFound: {},
    loaded: {
      type: 'parallel',
      on: {
        'customer.replaced': { actions: { type: 'showCustomer', params: ({ event }) => ({ customer: event.customer }) } },
      },
      states: {
        record: {
          initial: 'idle',
          on: {
            // A newer reload replaces one under way: the last change wins.
            'customer.reloaded': { target: '.reloading', reenter: true },
          },
          states: {
            idle: {},
            reloading: {
              invoke: {
                id: 'reloadCustomer',
                src: 'loadCustomer',
                input: ({ context }) => ({ slug: context.slug }),
                onDone: { target: 'idle', actions: { type: 'showCustomer', params: ({ event }) => ({ customer: event.output }) } },
                // The customer already shown stays; the next change reloads again.
                onError: { target: 'idle' },
              },
            },
          },
        },
        avatar: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'avatar.chosen': { guard: 'canChangePhoto', target: 'uploading' } },
            },
            uploading: {
              tags: ['uploadingAvatar'],
              invoke: {
                id: 'uploadAvatar',
                src: 'uploadAvatar',
                input: ({ context, event }) => ({
                  tenantId: context.customer?.tenantId ?? '',
                  file: (event as { readonly file: File }).file,
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'showCustomer', params: ({ event }) => ({ customer: event.output }) },
                    { type: 'notify', params: { kind: 'success', message: customerDetailTexts.avatarUpdated } },
                  ],
                },
                onError: { target: 'idle', actions: { type: 'notify', params: ({ event }) => avatarFailure(event.error) } },
              },
            },
          },
        },
      },
    },
  },
});
