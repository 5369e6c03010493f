import { avatarImageRules, propertyImageRules } from '../../src/machines/images/decide.ts';
import { imagePipelineMachine } from '../../src/machines/imagePipelineMachine.ts';
import { doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const TENANT_ID = '5c0f7a52-8a1e-4d3b-9f4e-0c6b2a1d9e77';
export const PICKED = new File(['picked'], 'Foto de Ana.png', { type: 'image/png' });
export const PICTURE = new Blob(['jpeg'], { type: 'image/jpeg' });
export const AREA = { x: 10, y: 20, width: 700, height: 700 };

/** Sizes that tell the avatar and property rules' branches apart. */
export const SIZES = {
  square: { width: 700, height: 700 },
  nearSquare: { width: 700, height: 705 },
  portrait: { width: 700, height: 900 },
  bigSquare: { width: 2000, height: 2000 },
  bigLandscape: { width: 2000, height: 1000 },
} as const;

export const model: MachineModel<typeof imagePipelineMachine> = {
  name: 'imagePipelineMachine',
  machine: imagePipelineMachine,
  input: { rules: avatarImageRules, baseName: TENANT_ID },
  inputs: {
    avatar: { rules: avatarImageRules, baseName: TENANT_ID },
    property: { rules: propertyImageRules, baseName: null },
  },
  events: [
    { type: 'file.selected', file: PICKED },
    ...Object.values(SIZES).map((size) => doneEvent('measure', size)),
    errorEvent('measure', new Error('not an image')),
    doneEvent('resize', PICTURE),
    errorEvent('resize', new Error('canvas')),
    { type: 'crop.confirmed', area: AREA },
    { type: 'crop.cancelled' },
    doneEvent('crop', PICTURE),
    errorEvent('crop', new Error('canvas')),
    { type: 'preview.confirmed' },
    { type: 'preview.cancelled' },
  ],
  // The rules come from the input (one graph per input); guards read them and the event only.
  serializeState: (snapshot) => stateKey(snapshot),
  effects: ['imageReady', 'notify'],
};
