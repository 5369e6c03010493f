import { OPERATION_TYPE, type OperationType } from '../../../../schema/property-draft.ts';
import type { PropertyValues } from '../../../../machines/forms/property-form.ts';

const OPERATIONS: readonly number[] = Object.values(OPERATION_TYPE);

/** Issue 21: a local copy of 'Propiedad' read back (null unless it has the form's shape). */
export const decodeTypedProperty = (stored: unknown): PropertyValues | null => {
  if (typeof stored !== 'object' || stored === null) return null;
  const value = stored as Record<string, unknown>;
  const { propertyTypeId, operationType, price, code, description } = value;
  if (propertyTypeId !== null && typeof propertyTypeId !== 'string') return null;
  if (typeof operationType !== 'number' || !OPERATIONS.includes(operationType)) return null;
  if (typeof price !== 'string' || typeof code !== 'string' || typeof description !== 'string') return null;
  return { propertyTypeId, operationType: operationType as OperationType, price, code, description };
};
