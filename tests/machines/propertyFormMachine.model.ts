import { propertyFormMachine, type PropertyFormContext } from '../../src/machines/propertyFormMachine.ts';
import { validateProperty, type PropertyValues } from '../../src/machines/forms/property-form.ts';
import { afterEvent, stateKey, type MachineModel } from './graph.ts';

export const DESCRIPTION = '<p>Apartamento luminoso con vista al Ávila, cerca del metro.</p>';

/** A new draft: nothing chosen yet, offered for sale. */
export const FRESH: PropertyValues = { propertyTypeId: null, operationType: 2, price: '', code: '', description: '' };
/** A draft whose basics were saved before. */
export const SAVED: PropertyValues = {
  propertyTypeId: 'pt-apartamento',
  operationType: 1,
  price: '1.250,00',
  code: 'APT-0231',
  description: DESCRIPTION,
};

export const model: MachineModel<typeof propertyFormMachine> = {
  name: 'propertyFormMachine',
  machine: propertyFormMachine,
  input: { values: SAVED },
  inputs: { saved: { values: SAVED }, fresh: { values: FRESH } },
  events: [
    { type: 'type.chosen', propertyTypeId: 'pt-casa' },
    { type: 'operation.chosen', operationType: 2 },
    { type: 'price.changed', text: '' },
    { type: 'price.changed', text: '85000' },
    { type: 'price.blurred' },
    { type: 'code.changed', code: 'AB' },
    { type: 'code.changed', code: '' },
    { type: 'description.changed', html: '<p>Corta</p>' },
    { type: 'description.changed', html: DESCRIPTION },
    { type: 'form.submitted' },
    { type: 'save.succeeded' },
    { type: 'save.failed' },
    afterEvent('moveOnDelay', 'propertyForm.saved'),
    // Issue 21: another tab saved a price; the field being edited keeps what was typed.
    { type: 'draft.refreshed', values: { ...SAVED, price: '150,000.00' } },
  ],
  serializeState: (snapshot) => {
    const context = snapshot.context as PropertyFormContext;
    const errors = validateProperty(context.values);
    return stateKey(snapshot, {
      // Which fields fail decides 'Guardar'; an edit after it decides what its answer does.
      failing: Object.entries(errors).flatMap(([field, error]) => (error === null ? [] : [field])),
      edited: context.submittedEdits !== null && context.submittedEdits !== context.edits,
      // Issue 21: the field a refreshed draft leaves as typed.
      editing: context.editing,
    });
  },
  effects: ['requestSave', 'moveOn', 'rememberTyped', 'forgetTyped'],
};
