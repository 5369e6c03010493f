import { imagesToolMachine } from '../../src/machines/imagesToolMachine.ts';
import { stateKey, type MachineModel } from './graph.ts';
import { image } from './editor-media.fixtures.ts';

export const BIG = new File(['big'], 'sala.jpg', { type: 'image/jpeg' });
export const SMALL = new File(['small'], 'cocina.png', { type: 'image/png' });
export const READY = new File(['ready'], 'sala.jpg', { type: 'image/jpeg' });

export const model: MachineModel<typeof imagesToolMachine> = {
  name: 'imagesToolMachine',
  machine: imagesToolMachine,
  input: { empty: true },
  inputs: { empty: { empty: true }, withImages: { empty: false } },
  events: [
    { type: 'files.dropped', files: [BIG, SMALL] },
    { type: 'image.ready', file: READY },
    { type: 'image.skipped' },
    { type: 'upload.succeeded' },
    { type: 'upload.failed' },
    { type: 'delete.requested', image: image(1), main: true },
    { type: 'delete.requested', image: image(2), main: false },
    { type: 'delete.confirmed' },
    { type: 'delete.cancelled' },
    { type: 'delete.succeeded', remaining: [] },
    { type: 'delete.succeeded', remaining: [image(2)] },
    { type: 'delete.failed' },
  ],
  // Files are taken only while nothing is being prepared or uploaded, so the queue stays short.
  serializeState: (snapshot) =>
    stateKey(snapshot, {
      queued: snapshot.context.queue.length,
      thumbnail: snapshot.context.needsThumbnail,
      main: snapshot.context.doomed?.main ?? null,
    }),
  effects: ['prepare', 'upload', 'makeThumbnail', 'remove'],
};
