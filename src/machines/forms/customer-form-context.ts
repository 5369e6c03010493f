import type { CountryLocation, CountryState } from '../../schema/reference.ts';
import { type Tenant, type TenantLookup, type TenantType, type TenantUpdateBody } from '../../schema/tenant.ts';
import { recheckShown } from './access-forms.ts';
import {
  canChangeTenantType,
  customerFormValues,
  emptyCustomerForm,
  noCustomerErrors,
  tenantTypeOptions,
  tenantUpdateBody,
  validateCustomerForm,
  type CustomerErrors,
  type CustomerField,
  type CustomerFormValues,
} from './customer-form.ts';

/**
 * customerFormMachine's context and the pure rules its actions and guards apply to it, kept out
 * of the machine file so the machine stays a readable statechart.
 */

export type CustomerFormMode = 'create' | 'edit';

export interface CustomerFormInput {
  readonly mode: CustomerFormMode;
  /** The customer being edited (edit mode). */
  readonly tenant?: Tenant;
  /** 'YYYY-MM-DD' in Caracas: the birth-date limit. Defaults to the current day. */
  readonly today?: string;
}

export type TextField = 'firstName' | 'lastName' | 'documentNumber' | 'emailAddress' | 'phoneNumber';
export type OptionField = 'sex' | 'documentType' | 'tenantType';
export type ReferenceStatus = 'loading' | 'ready' | 'failed';

export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

export interface CustomerFormContext {
  readonly mode: CustomerFormMode;
  readonly tenant: Tenant | null;
  readonly today: string;
  /**
   * Whether the person's identity (every field but the type) may change: always when creating;
   * when editing, only for the agent who created the person (the server's `identityEditable`).
   */
  readonly identityEditable: boolean;
  readonly values: CustomerFormValues;
  readonly errors: CustomerErrors;
  /** The tenant a lookup found, shown with 'Agregar cliente'. */
  readonly existing: TenantLookup | null;
  /** What the type select offers (spec 02 §4). */
  readonly tenantTypeOptions: readonly TenantType[];
  readonly countryStates: readonly CountryState[];
  readonly countryStatesStatus: ReferenceStatus;
  /** Localities of the chosen state; empty until one is chosen. */
  readonly localities: readonly CountryLocation[];
  readonly localitiesStatus: ReferenceStatus | 'idle';
  /** Passed on from the chosen locality (spec 02 §4). */
  readonly coordinates: Coordinates | null;
  /** The customer created, updated or linked: where the redirect goes. */
  readonly saved: Tenant | null;
}

/** Which error a text field shows; the document number has no rule. */
export const textFieldError: Record<TextField, CustomerField | null> = {
  firstName: 'firstName',
  lastName: 'lastName',
  documentNumber: null,
  emailAddress: 'emailAddress',
  phoneNumber: 'phoneNumber',
};

/**
 * The form's errors as far as the agent can act on them: every field for the creator; only the
 * type for a linked agent, who cannot change (nor be blocked by) the person's stored data.
 */
export const editableErrors = (values: CustomerFormValues, today: string, identityEditable: boolean): CustomerErrors => {
  const errors = validateCustomerForm(values, today);
  return identityEditable ? errors : { ...noCustomerErrors, tenantType: errors.tenantType };
};

/**
 * Spec 02 §5, checked on change: the changed field at once, and the fields already showing an
 * error (a refused submit shows them all).
 */
const recheck = (context: CustomerFormContext, values: CustomerFormValues, changed: readonly CustomerField[]): CustomerErrors => {
  const fresh = editableErrors(values, context.today, context.identityEditable);
  const errors = { ...recheckShown(context.errors, fresh) } as { [F in CustomerField]: string | null };
  for (const field of changed) errors[field] = fresh[field];
  return errors;
};

export const edited = (context: CustomerFormContext, patch: Partial<CustomerFormValues>, changed: readonly CustomerField[]) => {
  const values = { ...context.values, ...patch };
  return { values, errors: recheck(context, values, changed) };
};

export const coordinatesOf = (localities: readonly CountryLocation[], countryLocationId: string | null): Coordinates | null => {
  const locality = localities.find((option) => option.countryLocationId === countryLocationId);
  return locality === undefined ? null : { latitude: locality.latitude, longitude: locality.longitude };
};

/** The type select: Cliente and Contacto, or a lead's own type too, and only when not a lead (spec 02 §4). */
export const isOfferedType = (context: CustomerFormContext, value: number | null): boolean =>
  canChangeTenantType(context.tenant?.tenantType ?? null) &&
  context.tenantTypeOptions.some((option) => option === value);

/** Options other than the type select are the person's identity. */
export const canSelectOption = (context: CustomerFormContext, field: OptionField, value: number | null): boolean =>
  field === 'tenantType' ? isOfferedType(context, value) : context.identityEditable;

/**
 * PUT /tenants/{id}. The creator sends the form. A linked agent sends the person exactly as the
 * server answered it (the server accepts it only when every identity field equals what it
 * stores), with the type they chose.
 */
export const customerUpdateBody = (context: CustomerFormContext): TenantUpdateBody => {
  const { tenant, values } = context;
  if (tenant === null) return tenantUpdateBody('', values);
  if (context.identityEditable) return tenantUpdateBody(tenant.tenantId, values);
  return {
    tenantId: tenant.tenantId,
    firstName: tenant.firstName,
    lastName: tenant.lastName,
    tenantType: (values.tenantType ?? tenant.tenantType) as TenantType,
    codePhoneNumber: tenant.phoneNumber.code,
    phoneNumber: tenant.phoneNumber.number,
    emailAddress: tenant.emailAddress,
    documentType: tenant.documentType,
    documentNumber: tenant.documentNumber,
    sex: tenant.sex,
    countryState: tenant.address.countryStateId,
    location: tenant.address.countryLocationId,
    birthDate: tenant.birthDate,
  };
};

/** The machine's starting context. */
export const initialCustomerFormContext = (input: CustomerFormInput, today: string): CustomerFormContext => {
  const editing = input.mode === 'edit' ? (input.tenant ?? null) : null;
  return {
    mode: input.mode,
    tenant: input.tenant ?? null,
    today: input.today ?? today,
    identityEditable: editing === null || editing.identityEditable,
    values: editing === null ? emptyCustomerForm : customerFormValues(editing),
    errors: noCustomerErrors,
    existing: null,
    tenantTypeOptions: tenantTypeOptions(editing?.tenantType ?? null),
    countryStates: [],
    countryStatesStatus: 'loading',
    localities: [],
    localitiesStatus: editing?.address.countryStateId ? 'loading' : 'idle',
    coordinates: null,
    saved: null,
  };
};
