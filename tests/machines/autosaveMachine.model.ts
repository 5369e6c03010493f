import { autosaveMachine, type DraftSaveRequest } from '../../src/machines/autosaveMachine.ts';
import { emptyDraft } from './draft-fixtures.ts';
import { afterEvent, doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';
import { failure } from './fixtures.ts';

const request = (delay: DraftSaveRequest['delay']): DraftSaveRequest => ({
  key: 'basic',
  delay,
  run: () => Promise.resolve(emptyDraft),
  success: 'Propiedad actualizada correctamente.',
  failure: 'Algo ha salido mal. Por favor, vuelve a intentarlo.',
});

export const REQUESTS = {
  none: request('none'),
  short: request('short'),
  long: request('long'),
  /** Issue 21: a PUT of one field, retried when the connection returns. */
  field: { ...request('short'), idempotent: true },
} as const;

const label = (request: DraftSaveRequest | null) => (request === null ? null : `${request.delay}${request.idempotent === true ? '+idempotent' : ''}`);

export const model: MachineModel<typeof autosaveMachine> = {
  name: 'autosaveMachine',
  machine: autosaveMachine,
  input: { key: 'basic' },
  inputs: { main: { key: 'basic' } },
  events: [
    { type: 'save.requested', request: REQUESTS.none },
    { type: 'save.requested', request: REQUESTS.short },
    { type: 'save.requested', request: REQUESTS.long },
    { type: 'save.requested', request: REQUESTS.field },
    { type: 'connection.restored' },
    afterEvent('retryBackoff', 'autosave.busy.queued'),
    afterEvent('short', 'autosave.busy.debouncing.short'),
    afterEvent('long', 'autosave.busy.debouncing.long'),
    doneEvent('runSave', emptyDraft),
    errorEvent('runSave', failure('SERVER_ERROR')),
    errorEvent('runSave', failure('NETWORK_UNREACHABLE')),
  ],
  serializeState: (snapshot) =>
    stateKey(snapshot, {
      current: label((snapshot.context as { current: DraftSaveRequest | null }).current),
      next: label((snapshot.context as { next: DraftSaveRequest | null }).next),
    }),
  effects: ['reportBusy', 'reportIdle', 'reportSaved', 'reportFailed', 'reportQueued'],
};
