import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { BrowserStep, PageFacts } from './plan-along.ts';

/**
 * What publishingMachine's graph cannot see but the page must respect: its `exit` region runs beside
 * the flow, and while the exit confirmation is open (a modal dialog) the progress card's buttons —
 * the start's 'Reintentar' and a failed post's 'Reintentar' (issue 21) — sit behind it.
 */

const BEHIND_THE_DIALOG = new Set(['retry', 'post.retry']);

const step = (event: AnyEventObject, before: AnyMachineSnapshot): BrowserStep<null> => ({
  reason: BEHIND_THE_DIALOG.has(event.type) && before.matches({ exit: 'confirming' }) ? "the exit confirmation covers the progress card's buttons" : null,
  facts: null,
});

export const publishingFacts: PageFacts<null> = { start: () => null, step };
