import { expect, type Locator, type Page } from '@playwright/test';
import type { ModelRun } from './drive.ts';
import type { HeldCall } from './gate.ts';
import { ACCESS_TOKEN_COOKIE } from '../fixtures/access.ts';
import { expectPath } from '../fixtures/access-ui.ts';

/** Assertions the model-based UI maps share. */

/** The field shows this Spanish error (and is marked invalid), or none. */
export const expectFieldError = async (page: Page, field: Locator, message: string | null): Promise<void> => {
  if (message === null) {
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    return;
  }
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
};

/** The form-level alert shows exactly this message, or there is none. */
export const expectFormError = async (page: Page, message: string | null): Promise<void> => {
  const alerts = page.getByRole('alert');
  if (message === null) await expect(alerts).toHaveCount(0);
  else await expect(alerts.filter({ hasText: message })).toHaveText(message);
};

/** A navigate effect: the address bar shows that path and query. */
export const expectNavigatedTo = async (page: Page, to: string): Promise<void> => {
  const url = new URL(to, 'http://localhost');
  await expectPath(page, url.pathname, Object.fromEntries(url.searchParams));
};

export const expectSignedInCookie = async (page: Page): Promise<void> => {
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === ACCESS_TOKEN_COOKIE && cookie.value !== ''), {
      message: `the ${ACCESS_TOKEN_COOKIE} cookie is set`,
    })
    .toBe(true);
};

/**
 * The held call carries what the machine asked its actor for (the model's values, with its
 * e-mails made unique to the run): the UI normalised the input as the spec says.
 */
export const expectCallCarries = (run: ModelRun, call: HeldCall, actorInput: unknown, fields: readonly string[]): void => {
  expect(actorInput, 'the machine invoked the actor before its call ended').toBeTruthy();
  const expected = actorInput as Record<string, unknown>;
  const wanted = Object.fromEntries(
    fields.map((field) => {
      const value = expected[field];
      return [field, field === 'emailAddress' && typeof value === 'string' ? run.uniqueEmail(value) : value];
    }),
  );
  const sent = Object.fromEntries(fields.map((field) => [field, call.body?.[field]]));
  expect(sent, `${call.request.method()} ${new URL(call.request.url()).pathname} body`).toEqual(wanted);
};
