import { videoMachine } from '../../src/machines/videoMachine.ts';
import { doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const CLIP = new File(['webm'], 'recorrido.webm', { type: 'video/webm' });
export const NOT_A_VIDEO = new File(['text'], 'notas.txt', { type: 'text/plain' });
export const FRAME = new Blob(['jpeg'], { type: 'image/jpeg' });
export const SOURCE = { currentTime: 4 };

export const model: MachineModel<typeof videoMachine> = {
  name: 'videoMachine',
  machine: videoMachine,
  input: { hasVideo: false },
  inputs: { none: { hasVideo: false }, existing: { hasVideo: true } },
  events: [
    // `name` tells the two apart for the graph, which serializes events as JSON (a File is '{}').
    { type: 'file.selected', file: CLIP, name: CLIP.name },
    { type: 'file.selected', file: NOT_A_VIDEO, name: NOT_A_VIDEO.name },
    doneEvent('probe', 42),
    doneEvent('probe', 181),
    errorEvent('probe', new Error('no metadata')),
    { type: 'thumbnail.requested', source: SOURCE },
    doneEvent('capture', FRAME),
    errorEvent('capture', new Error('tainted canvas')),
    { type: 'accept.requested' },
    { type: 'accept.requested', source: SOURCE },
    { type: 'discard.requested' },
    { type: 'delete.requested' },
    { type: 'delete.confirmed' },
    { type: 'delete.cancelled' },
    { type: 'save.succeeded' },
    { type: 'save.failed' },
  ],
  serializeState: (snapshot) => stateKey(snapshot, { thumbnail: snapshot.context.thumbnail !== null }),
  effects: ['upload', 'remove'],
};
