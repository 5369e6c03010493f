import * as Schema from 'effect/Schema';
import { InputString } from './common.ts';
import { isBirthDate, isCustomerName } from './rules.ts';

/**
 * What a person record has whoever it describes (a customer, the agent's own profile): sex, birth
 * date and the name rule. Its own module so both `agent.ts` and `tenant.ts` use it without
 * importing each other.
 */

/** 1 male, 2 female, 3 not specified. */
export const Sex = Schema.Literals([1, 2, 3]).annotate({ description: '1 Male, 2 Female, 3 NotSpecified' });
export type Sex = typeof Sex.Type;
export const SEX = { Male: 1, Female: 2, NotSpecified: 3 } as const satisfies Record<string, Sex>;

/** A first or last name as a form sends it: 3 to 50 letters once trimmed (spec 02 §5). */
export const PersonNameInput = InputString.check(
  Schema.makeFilter((value: string) => isCustomerName(value) || 'Expected 3 to 50 letters'),
);

/** 'YYYY-MM-DD', a real day from 1930 to today (Caracas). */
export const BirthDate = InputString.check(
  Schema.makeFilter((value: string) => isBirthDate(value) || 'Expected a YYYY-MM-DD date from 1930 to today'),
);
