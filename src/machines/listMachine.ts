import { assign, fromPromise, setup, stateIn } from 'xstate';
import type { ErrorType } from '../schema/errors.ts';
import { failureType } from '../services/api-failure.ts';

/**
 * Every paged list of the product (customers, tasks, activities, drafts…): loading with a skeleton
 * that appears only after 500 ms, loaded, empty, and error with a retry button that stays hidden
 * for 10 s after each click on it (spec 02 §2.1). Filters and paging reload; a refresh reloads
 * silently, keeping the items on screen.
 *
 * A refresh asked while a read is in flight (a live message, or the live connection coming up,
 * src/services/live-registry.ts) may concern a change that read has missed: it is remembered
 * (`stale`) and done once that read is shown — one more read, never one per ask, and none for a
 * read that starts after the ask (a new filter or page).
 *
 * Two parallel regions: `fetch` is the list itself; `retry` times the 10 s since the last retry
 * click, which outlives the reload it started.
 */

/**
 * The list's filters as the view keeps them (URL query parameters, search text, the customer whose
 * tasks these are…): opaque here, handed to fetchPage as they are. Any object type, interfaces too.
 */
export type ListQuery = object;

export interface ListInput<Q extends ListQuery = ListQuery> {
  readonly query: Q;
  /** DECISIONS.md: 16 customers, 10 tasks, 20 activities. */
  readonly pageSize: number;
  /** Issue 21: where the first load starts (a page kept in the URL); 0 by default. */
  readonly offset?: number;
}

export interface FetchPageInput<Q extends ListQuery = ListQuery, T = unknown> {
  readonly query: Q;
  readonly offset: number;
  readonly limit: number;
  /** A silent refresh: the items on screen, which a list may reconcile with the new page; none for a load. */
  readonly shown?: readonly T[];
}

export interface ListPage<T> {
  readonly items: readonly T[];
  /** pagination.total: every match, not just this page. */
  readonly total: number;
}

export type FetchPage<T, Q extends ListQuery = ListQuery> = (input: FetchPageInput<Q, T>) => Promise<ListPage<T>>;

export interface ListContext<T, Q extends ListQuery = ListQuery> {
  readonly query: Q;
  readonly pageSize: number;
  readonly offset: number;
  readonly items: readonly T[];
  readonly total: number;
  /** Why the last load failed; null once a page arrived. */
  readonly error: ErrorType | null;
  /** A refresh was asked while the read in flight had already started: read once more after it. */
  readonly stale: boolean;
}

export type ListEvent<Q extends ListQuery = ListQuery> =
  /** New filters, from the first page unless `offset` says where (a page kept in the URL). */
  | { readonly type: 'query.changed'; readonly query: Q; readonly offset?: number }
  | { readonly type: 'page.changed'; readonly offset: number }
  | { readonly type: 'list.refreshed' }
  | { readonly type: 'list.retried' };

export const SKELETON_DELAY_MS = 500;
export const RETRY_COOLDOWN_MS = 10_000;

const missingFetchPage = (): Promise<never> =>
  Promise.reject(new Error('listMachine: give createListMachine a fetchPage, or provide the fetchPage actor'));

const showFailure = {
  type: 'showFailure',
  params: ({ event }: { readonly event: { readonly error: unknown } }) => ({ error: event.error }),
} as const;

/** The response to a failed load: the retry button shows unless a retry click is less than 10 s old. */
const toError = [
  { guard: 'retryCoolingDown', target: '#list.fetch.error.retryHidden', actions: showFailure },
  { target: '#list.fetch.error.retryVisible', actions: showFailure },
] as const;

/**
 * A list machine whose items are T, filtered by Q. `fetchPage` is the default implementation of the
 * `fetchPage` actor (e.g. a wrapper around listTenants); `.provide()` can still replace it.
 */
export const createListMachine = <T, Q extends ListQuery = ListQuery>(fetchPage: FetchPage<T, Q> = missingFetchPage) => {
  /** Silent reload of what is on screen: no skeleton, the items stay until the new page arrives. */
  const refreshing = {
    entry: 'markFresh',
    on: { 'list.refreshed': { actions: 'markStale' } },
    invoke: {
      id: 'refreshPage',
      src: 'fetchPage',
      input: ({ context }: { readonly context: ListContext<T, Q> }) => ({ ...pageRequest(context), shown: context.items }),
      onDone: [
        {
          guard: { type: 'hasItems', params: ({ event }: { readonly event: { readonly output: ListPage<T> } }) => event.output },
          target: '#list.fetch.loaded',
          actions: { type: 'showPage', params: ({ event }: { readonly event: { readonly output: ListPage<T> } }) => event.output },
        },
        {
          target: '#list.fetch.empty',
          actions: { type: 'showPage', params: ({ event }: { readonly event: { readonly output: ListPage<T> } }) => event.output },
        },
      ],
      onError: toError,
    },
  } as const;

  return setup({
    types: {
      input: {} as ListInput<Q>,
      context: {} as ListContext<T, Q>,
      events: {} as ListEvent<Q>,
    },
    actors: {
      fetchPage: fromPromise<ListPage<T>, FetchPageInput<Q, T>>(({ input }) => fetchPage(input)),
    },
    actions: {
      changeQuery: assign((_, params: { readonly query: Q; readonly offset: number }) => ({ query: params.query, offset: params.offset })),
      changePage: assign((_, params: { readonly offset: number }) => ({ offset: params.offset })),
      showPage: assign((_, params: ListPage<T>) => ({ items: params.items, total: params.total, error: null })),
      showFailure: assign((_, params: { readonly error: unknown }) => ({ error: failureType(params.error) })),
      markStale: assign({ stale: true }),
      markFresh: assign({ stale: false }),
    },
    guards: {
      hasItems: (_, params: ListPage<T>) => params.items.length > 0,
      retryCoolingDown: stateIn('#list.retry.coolingDown'),
      retryAvailable: stateIn('#list.retry.ready'),
      stale: ({ context }) => context.stale,
    },
    delays: {
      skeletonDelay: SKELETON_DELAY_MS,
      retryCooldown: RETRY_COOLDOWN_MS,
    },
  }).createMachine({
    id: 'list',
    type: 'parallel',
    context: ({ input }) => ({
      query: input.query,
      pageSize: input.pageSize,
      offset: input.offset ?? 0,
      items: [],
      total: 0,
      error: null,
      stale: false,
    }),
    states: {
      fetch: {
        initial: 'loading',
        on: {
          // From any state, even mid-load: the newer request wins, the older one is stopped.
          'query.changed': {
            target: '.loading',
            actions: { type: 'changeQuery', params: ({ event }) => ({ query: event.query, offset: event.offset ?? 0 }) },
          },
          'page.changed': {
            target: '.loading',
            actions: { type: 'changePage', params: ({ event }) => ({ offset: event.offset }) },
          },
        },
        states: {
          loading: {
            tags: ['loading'],
            entry: 'markFresh',
            on: { 'list.refreshed': { actions: 'markStale' } },
            initial: 'quiet',
            states: {
              // A fast answer never flashes a skeleton.
              quiet: { after: { skeletonDelay: { target: 'skeleton' } } },
              skeleton: { tags: ['skeleton'] },
            },
            invoke: {
              id: 'fetchPage',
              src: 'fetchPage',
              input: ({ context }) => pageRequest(context),
              onDone: [
                {
                  guard: { type: 'hasItems', params: ({ event }) => event.output },
                  target: 'loaded',
                  actions: { type: 'showPage', params: ({ event }) => event.output },
                },
                { target: 'empty', actions: { type: 'showPage', params: ({ event }) => event.output } },
              ],
              onError: toError,
            },
          },
          loaded: {
            initial: 'idle',
            states: {
              idle: { always: { guard: 'stale', target: 'refreshing' }, on: { 'list.refreshed': { target: 'refreshing' } } },
              refreshing,
            },
          },
          empty: {
            initial: 'idle',
            states: {
              idle: { always: { guard: 'stale', target: 'refreshing' }, on: { 'list.refreshed': { target: 'refreshing' } } },
              refreshing,
            },
          },
          error: {
            initial: 'retryVisible',
            states: {
              retryVisible: {
                on: { 'list.retried': { target: ['#list.fetch.loading', '#list.retry.coolingDown'] } },
              },
              retryHidden: {
                always: { guard: 'retryAvailable', target: 'retryVisible' },
              },
            },
          },
        },
      },
      retry: {
        initial: 'ready',
        states: {
          ready: {},
          coolingDown: { after: { retryCooldown: { target: 'ready' } } },
        },
      },
    },
  });
};

const pageRequest = <Q extends ListQuery>(context: ListContext<unknown, Q>): Omit<FetchPageInput<Q>, 'shown'> => ({
  query: context.query,
  offset: context.offset,
  limit: context.pageSize,
});

/** The machine over unknown items, for the graph tests and the coverage script; lists make their own. */
export const listMachine = createListMachine<unknown>();
