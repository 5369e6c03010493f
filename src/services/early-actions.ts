import { UNTIL_LIVE_ATTRIBUTE } from '../schema/app-document.ts';

/**
 * Issue 21: a pre-rendered page's buttons work from the first paint, not only once its JavaScript
 * has hydrated it (about 1–2 s later on a phone). The HTML keeps them disabled, so a page whose
 * scripts never run cannot submit a form natively (a GET with the password in the URL); the entry
 * (`main.tsx`, a few KB that run as soon as the document is parsed) enables the buttons marked
 * `data-until-live` and holds what is pressed meanwhile: a form's submit (a click on its button or
 * Enter in a field) and a click on any other such button (the social sign-in). Once the app is live
 * the last one held is replayed (a second tap replaces the first), through the handlers React has
 * attached by then; the fields' early values reach the machines first (`useValueTypedEarly`).
 */


type Held =
  | { readonly kind: 'submit'; readonly form: HTMLFormElement; readonly submitter: HTMLElement | null }
  | { readonly kind: 'click'; readonly button: HTMLElement };

let live = false;
let held: Held | null = null;
let stopHolding: (() => void) | null = null;

export function holdEarlyActions(root: HTMLElement): void {
  const onSubmit = (event: SubmitEvent) => {
    if (live || !(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = { kind: 'submit', form: event.target, submitter: event.submitter };
  };
  const onClick = (event: MouseEvent) => {
    if (live || !(event.target instanceof Element)) return;
    const button = event.target.closest(`button[${UNTIL_LIVE_ATTRIBUTE}]`);
    // A submit button's click goes on to its form's submit, held above.
    if (!(button instanceof HTMLButtonElement) || button.type === 'submit' || !root.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = { kind: 'click', button };
  };
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('click', onClick, true);
  stopHolding = () => {
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('click', onClick, true);
  };
  for (const button of root.querySelectorAll<HTMLButtonElement>(`button[${UNTIL_LIVE_ATTRIBUTE}]`)) button.disabled = false;
}

/** The app is live (hydrated, its effects run): what was pressed meanwhile happens now. */
export function releaseEarlyActions(): void {
  if (live) return;
  live = true;
  stopHolding?.();
  document.documentElement.dataset['live'] = 'true';
  const action = held;
  held = null;
  if (action === null) return;
  if (action.kind === 'click') {
    if (action.button.isConnected) action.button.click();
    return;
  }
  if (!action.form.isConnected) return;
  const submitter = action.submitter instanceof HTMLButtonElement && action.submitter.form === action.form ? action.submitter : null;
  action.form.requestSubmit(submitter);
}
