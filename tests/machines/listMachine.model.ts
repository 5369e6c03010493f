import { listMachine } from '../../src/machines/listMachine.ts';
import { failure } from './fixtures.ts';
import { afterEvent, doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const PAGE_SIZE = 16;
export const QUERY = { status: 1 };
export const SEARCH = { status: 1, searchQuery: 'ana' };
export const PAGE = { items: [{ id: 'a' }, { id: 'b' }], total: 20 };
export const NO_ITEMS = { items: [], total: 0 };

export const model: MachineModel<typeof listMachine> = {
  name: 'listMachine',
  machine: listMachine,
  input: { query: QUERY, pageSize: PAGE_SIZE },
  inputs: { main: { query: QUERY, pageSize: PAGE_SIZE } },
  events: [
    { type: 'query.changed', query: SEARCH },
    { type: 'page.changed', offset: PAGE_SIZE },
    { type: 'list.refreshed' },
    { type: 'list.retried' },
    doneEvent('fetchPage', PAGE),
    doneEvent('fetchPage', NO_ITEMS),
    errorEvent('fetchPage', failure('SERVER_ERROR')),
    doneEvent('refreshPage', PAGE),
    doneEvent('refreshPage', NO_ITEMS),
    errorEvent('refreshPage', failure('SERVER_ERROR')),
    afterEvent('skeletonDelay', 'list.fetch.loading.quiet'),
    afterEvent('retryCooldown', 'list.retry.coolingDown'),
  ],
  // Guards read the event, the retry region and whether a refresh is owed.
  serializeState: (snapshot) => stateKey(snapshot, { stale: snapshot.context.stale }),
  effects: [],
};
