import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ListQuery, createListMachine } from '../../machines/listMachine.ts';

export type ListActor<T, Q extends ListQuery> = ActorRefFrom<ReturnType<typeof createListMachine<T, Q>>>;

/** What every list view reads from its listMachine: one narrow selector each, asked of the machine. */
export function useListState<T, Q extends ListQuery>(list: ListActor<T, Q>) {
  return {
    items: useSelector(list, (snapshot) => snapshot.context.items),
    total: useSelector(list, (snapshot) => snapshot.context.total),
    offset: useSelector(list, (snapshot) => snapshot.context.offset),
    pageSize: useSelector(list, (snapshot) => snapshot.context.pageSize),
    loading: useSelector(list, (snapshot) => snapshot.hasTag('loading')),
    /** Only after the machine's 500 ms: a quick load shows no skeleton. */
    skeleton: useSelector(list, (snapshot) => snapshot.hasTag('skeleton')),
    failed: useSelector(list, (snapshot) => snapshot.matches({ fetch: 'error' })),
    empty: useSelector(list, (snapshot) => snapshot.matches({ fetch: 'empty' })),
    loaded: useSelector(list, (snapshot) => snapshot.matches({ fetch: 'loaded' })),
    /** 'Reintentar' hides for 10 s after a click (the machine's retry cooldown). */
    retryVisible: useSelector(list, (snapshot) => snapshot.can({ type: 'list.retried' })),
  };
}
