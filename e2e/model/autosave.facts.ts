import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { AutosaveContext, DraftSaveRequest } from '../../src/machines/autosaveMachine.ts';
import { failureTypeOf } from './gate.ts';
import type { MachinePath } from '../../tests/machines/graph.ts';
import type { BrowserStep, PageFacts } from './plan-along.ts';

/**
 * What autosaveMachine's graph cannot see but the page must respect. One save key belongs to one
 * control, and each control asks with its own delays:
 * - an environment's stepper ('Ambientes', key `enviroment:{id}`) always with 'short' (500 ms);
 * - a service's row ('Servicios', key `detail:{typeId}`) with 'long' (1000 ms) when switched on or
 *   typed into, and with 'none' (at once) when switched off, which deletes the value: only a row
 *   that is on with a value sent can be switched off that way, and it is off afterwards.
 * So a path whose requests mix 'short' with the others cannot be made with one key, and a row
 * cannot be switched off twice without a 'long' request (switching it on) in between.
 * Every control of the editor saves one field with a PUT/DELETE (idempotent, issue 21): a call that
 * never reached the server is queued, never failed, so NETWORK_UNREACHABLE can only end a request the
 * model marks idempotent (its 'short' and idempotent 'short' requests are both the stepper's click).
 */

export type SaveControl = 'stepper' | 'service';

export interface SaveFacts {
  readonly control: SaveControl;
  /** The service's row is on with a value the server has or was sent (the draft starts with it). */
  readonly stored: boolean;
}

export const delayOf = (event: AnyEventObject): DraftSaveRequest['delay'] | null =>
  event.type === 'save.requested' ? (event['request'] as DraftSaveRequest).delay : null;

/** The path's control: the stepper when it asks with 'short', a service's row otherwise. */
export const controlOf = (path: MachinePath): SaveControl => (path.steps.some((step) => delayOf(step.event) === 'short') ? 'stepper' : 'service');

const unreachable = (event: AnyEventObject): boolean =>
  event.type.startsWith('xstate.error.') && failureTypeOf(event['error']) === 'NETWORK_UNREACHABLE';

const step = (event: AnyEventObject, before: AnyMachineSnapshot, facts: SaveFacts): BrowserStep<SaveFacts> => {
  const delay = delayOf(event);
  const ok = (next: SaveFacts = facts): BrowserStep<SaveFacts> => ({ reason: null, facts: next });
  const refused = (reason: string): BrowserStep<SaveFacts> => ({ reason, facts });
  if (unreachable(event) && (before.context as AutosaveContext).current?.idempotent !== true) {
    return refused("every control of the editor saves idempotently: a call that never reached the server is queued, not failed");
  }
  if (delay === null) return ok();
  if (facts.control === 'stepper') {
    return delay === 'short' ? ok() : refused("an environment's stepper always saves 500 ms after the last click; no control of its key asks otherwise");
  }
  if (delay === 'short') return refused("a service's row never asks with 500 ms");
  if (delay === 'long') return ok({ ...facts, stored: true });
  return facts.stored ? ok({ ...facts, stored: false }) : refused('a row switched off (without a value) has nothing to delete at once: switching it on asks with 1000 ms');
};

export const saveFacts: PageFacts<SaveFacts> = {
  start: (path) => ({ control: controlOf(path), stored: true }),
  step,
};
