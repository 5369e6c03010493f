import { describe, expect, it } from 'vitest';
import { passwordTexts } from '../../src/i18n/account.ts';
import type { PasswordChangeContext } from '../../src/machines/passwordChangeMachine.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { CURRENT, STRONG, WEAK, model } from './passwordChangeMachine.model.ts';

graphSuite(model);

const context = (running: ReturnType<typeof run>): PasswordChangeContext => running.actor.getSnapshot().context as PasswordChangeContext;
const typed = (current: string, next: string) => [
  { type: 'field.changed', field: 'current', value: current },
  { type: 'field.changed', field: 'next', value: next },
];

describe('passwordChangeMachine effects', () => {
  it('sends the current and the new password; on success empties the form and says the other sessions ended', () => {
    const running = run(model, undefined, [doneEvent('status', { passwordSet: true }), ...typed(CURRENT, STRONG), { type: 'form.submitted' }]);
    expect(actorCalls(running.effects, 'change')).toEqual([{ currentPassword: CURRENT, newPassword: STRONG }]);
    running.actor.send(doneEvent('change'));
    expect(context(running)).toMatchObject({ current: '', next: '', passwordSet: true, flagUnmet: false });
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'success', message: passwordTexts.changed }]);
  });

  it('refuses to send without the current password or with a weak new one, and says which', () => {
    const running = run(model, undefined, [doneEvent('status', { passwordSet: true }), ...typed('', WEAK), { type: 'form.submitted' }]);
    expect(actorCalls(running.effects, 'change')).toEqual([]);
    expect(context(running).errors).toEqual({ current: passwordTexts.currentRequired, next: passwordTexts.weak });
    expect(context(running).flagUnmet).toBe(true);
    running.actor.send({ type: 'field.changed', field: 'current', value: CURRENT });
    expect(context(running).errors.current).toBeNull();
  });

  it('an agent without a password (social sign-up) sets a first one without the current one', () => {
    const running = run(model, undefined, [doneEvent('status', { passwordSet: false }), { type: 'field.changed', field: 'next', value: STRONG }, { type: 'form.submitted' }]);
    expect(actorCalls(running.effects, 'change')).toEqual([{ newPassword: STRONG }]);
  });

  it("the server's refusals land on their field, or in a toast", () => {
    const submit = [doneEvent('status', { passwordSet: true }), ...typed(CURRENT, STRONG), { type: 'form.submitted' }];
    expect(context(run(model, undefined, [...submit, errorEvent('change', failure('PASSWORD_INVALID'))])).errors.current).toBe(passwordTexts.currentWrong);
    expect(context(run(model, undefined, [...submit, errorEvent('change', failure('VALIDATION_ERROR'))])).errors.next).toBe(passwordTexts.weak);
    const limited = run(model, undefined, [...submit, errorEvent('change', failure('TOO_MANY_REQUESTS'))]);
    expect(actionCalls(limited.effects, 'notify')).toEqual([{ kind: 'error', message: passwordTexts.tooMany }]);
    const broken = run(model, undefined, [...submit, errorEvent('change', failure('SERVER_ERROR'))]);
    expect(actionCalls(broken.effects, 'notify')).toEqual([{ kind: 'error', message: passwordTexts.failed }]);
    expect(context(broken).current).toBe(CURRENT);
  });

  it('a failed status read offers a retry', () => {
    const running = run(model, undefined, [errorEvent('status', failure('SERVER_ERROR')), { type: 'retry' }]);
    expect(actorCalls(running.effects, 'status')).toHaveLength(2);
  });
});
