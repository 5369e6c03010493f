import type { Tenant } from '../../schema/tenant.ts';
import { failureType } from '../../services/api-failure.ts';
import { hasErrors } from './access-forms.ts';
import { isCompletePhone, isLookupEmail, validateCustomerForm } from './customer-form.ts';
import {
  canSelectOption,
  editableErrors,
  isOfferedType,
  placeMoves,
  type CustomerFormContext,
  type OptionField,
  type TextField,
} from './customer-form-context.ts';

/** customerFormMachine's guards: what the form allows, read from its context and the event's params. */

type Ctx = { readonly context: CustomerFormContext };

export const customerFormGuards = {
  isEdit: ({ context }: Ctx) => context.mode === 'edit',
  isPhoneField: (_: unknown, params: { readonly field: TextField }) => params.field === 'phoneNumber',
  /** A number the form would accept is worth a lookup. */
  phoneComplete: ({ context }: Ctx) => isCompletePhone(context.values.phoneNumber),
  emailComplete: ({ context }: Ctx) => isLookupEmail(context.values.emailAddress),
  /** Creating: the e-mail is looked up too; editing looks nothing up. */
  isCreateEmailField: ({ context }: Ctx, params: { readonly field: TextField }) =>
    context.mode === 'create' && params.field === 'emailAddress',
  /** Spec 02 §4: a lead's type select is disabled; the others offer Cliente and Contacto. Other options are identity. */
  canSelect: ({ context }: Ctx, params: { readonly field: OptionField; readonly value: number | null }) =>
    canSelectOption(context, params.field, params.value),
  isTypeSelect: ({ context }: Ctx, params: { readonly field: OptionField; readonly value: number | null }) =>
    params.field === 'tenantType' && isOfferedType(context, params.value),
  canCreate: ({ context }: Ctx) => context.mode === 'create' && !hasErrors(validateCustomerForm(context.values, context.today)),
  canUpdate: ({ context }: Ctx) =>
    context.mode === 'edit' && context.tenant !== null && !hasErrors(editableErrors(context.values, context.today, context.identityEditable)),
  /** Every field but the type is the person's identity: only its creator changes it. */
  identityEditable: ({ context }: Ctx) => context.identityEditable,
  canSelectLocation: ({ context }: Ctx) => context.identityEditable && context.values.countryStateId !== null,
  isNotFound: (_: unknown, params: { readonly error: unknown }) => failureType(params.error) === 'TENANT_NOT_FOUND',
  /** Issue 21: another tab saved the customer first (412); nothing was written. */
  changedElsewhere: (_: unknown, params: { readonly error: unknown }) => failureType(params.error) === 'TENANT_CHANGED',
  /** Issue 21: the customer read again is in another state than the form shows (and the agent kept none of their own). */
  movesPlace: ({ context }: Ctx, params: { readonly tenant: Tenant }) => placeMoves(context, params.tenant),
};
