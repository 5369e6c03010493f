import { expect, type Page } from '@playwright/test';

/**
 * The customer form as a person (or a screen reader) perceives it, read in one go: each labelled
 * control with its value, whether it is disabled or read-only, the error it announces
 * (aria-invalid, with the message it is described by) and a select's choices; each button by its
 * text; which of some texts are visible. A step's expectations are one object compared with this
 * reading until they match, which keeps a step to a round trip or two instead of dozens.
 */

export interface ControlView {
  readonly value: string;
  readonly disabled: boolean;
  readonly readOnly: boolean;
  /** The announced error, or null when the control is not marked invalid. */
  readonly error: string | null;
  /** A select's choices, as labelled. */
  readonly options?: readonly string[];
}

export interface ButtonView {
  readonly disabled: boolean;
  readonly busy: boolean;
}

export interface PageView {
  /** By label text; null for a control the page does not show. */
  readonly controls: Record<string, ControlView | null>;
  /** By exact text; null for a button the page does not show. */
  readonly buttons: Record<string, ButtonView | null>;
  /** Whether some visible element reads exactly this. */
  readonly texts: Record<string, boolean>;
}

/** What the page shows now, for the controls, buttons and texts the expectation names. */
const readView = (page: Page, wanted: { controls: string[]; buttons: string[]; texts: string[] }): Promise<PageView> =>
  page.evaluate(({ controls, buttons, texts }) => {
    const described = (element: Element | null): string | null => {
      const ids = element?.getAttribute('aria-describedby');
      if (!ids) return null;
      return ids
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ');
    };
    const byLabel = new Map<string, HTMLInputElement | HTMLSelectElement>();
    for (const label of document.querySelectorAll('label')) {
      const control = label.htmlFor ? document.getElementById(label.htmlFor) : null;
      if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) byLabel.set(label.textContent?.trim() ?? '', control);
    }
    const visibleTexts = new Set<string>();
    for (const element of document.body.querySelectorAll('*')) {
      const text = element.textContent?.trim() ?? '';
      if (texts.includes(text) && element.checkVisibility()) visibleTexts.add(text);
    }
    return {
      controls: Object.fromEntries(
        controls.map((name) => {
          const control = byLabel.get(name);
          if (!control) return [name, null];
          const invalid = control.getAttribute('aria-invalid') === 'true';
          // A field's own message, or (the birth date's selects) the group's.
          const message = document.getElementById(`${control.id}-error`)?.textContent?.trim() ?? described(control.closest('fieldset'));
          return [
            name,
            {
              value: control.value,
              disabled: control.disabled,
              readOnly: control instanceof HTMLInputElement && control.readOnly,
              error: invalid ? (message ?? '') : null,
              ...(control instanceof HTMLSelectElement ? { options: [...control.options].map((option) => option.label) } : {}),
            },
          ];
        }),
      ),
      buttons: Object.fromEntries(
        buttons.map((name) => {
          const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name);
          return [name, button ? { disabled: button.disabled, busy: button.getAttribute('aria-busy') === 'true' } : null];
        }),
      ),
      texts: Object.fromEntries(texts.map((text) => [text, visibleTexts.has(text)])),
    };
  }, wanted);

export interface ExpectedView {
  readonly controls?: Record<string, Partial<Record<keyof ControlView, unknown>> | null>;
  readonly buttons?: Record<string, Partial<ButtonView> | null>;
  readonly texts?: Record<string, boolean>;
}

/** The reading cut down to what the expectation names, so the two compare as equals. */
const project = (actual: unknown, expected: unknown): unknown => {
  if (expected === null || typeof expected !== 'object' || Array.isArray(expected) || 'asymmetricMatch' in expected) return actual;
  if (actual === null || typeof actual !== 'object') return actual;
  return Object.fromEntries(
    Object.entries(expected).map(([key, value]) => [key, project((actual as Record<string, unknown>)[key] ?? null, value)]),
  );
};

/** The page comes to show what is expected (polling, as a web-first assertion does). */
export const expectView = async (page: Page, expected: ExpectedView, message: string): Promise<void> => {
  const wanted = {
    controls: Object.keys(expected.controls ?? {}),
    buttons: Object.keys(expected.buttons ?? {}),
    texts: Object.keys(expected.texts ?? {}),
  };
  const full = { controls: {}, buttons: {}, texts: {}, ...expected };
  await expect.poll(async () => project(await readView(page, wanted), full), { message, intervals: [50, 100, 250, 500] }).toEqual(full);
};
