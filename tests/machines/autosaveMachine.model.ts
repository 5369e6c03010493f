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

export const REQUESTS = { none: request('none'), short: request('short'), long: request('long') } as const;

export const model: MachineModel<typeof autosaveMachine> = {
  name: 'autosaveMachine',
  machine: autosaveMachine,
  input: { key: 'basic' },
  inputs: { main: { key: 'basic' } },
  events: [
    { type: 'save.requested', request: REQUESTS.none },
    { type: 'save.requested', request: REQUESTS.short },
    { type: 'save.requested', request: REQUESTS.long },
    afterEvent('short', 'autosave.busy.debouncing.short'),
    afterEvent('long', 'autosave.busy.debouncing.long'),
    doneEvent('runSave', emptyDraft),
    errorEvent('runSave', failure('SERVER_ERROR')),
  ],
  serializeState: (snapshot) =>
    stateKey(snapshot, {
      current: (snapshot.context as { current: DraftSaveRequest | null }).current?.delay ?? null,
      next: (snapshot.context as { next: DraftSaveRequest | null }).next?.delay ?? null,
    }),
  effects: ['reportBusy', 'reportIdle', 'reportSaved', 'reportFailed'],
};
