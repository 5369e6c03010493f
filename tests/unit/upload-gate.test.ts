import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../server/http/failure.ts';
import { UploadGate } from '../../server/storage/upload-gate.ts';

const refusal = (enter: () => unknown): string | null => {
  try {
    enter();
    return null;
  } catch (error) {
    return error instanceof ApiFailure ? error.type : 'unexpected';
  }
};

describe('UploadGate', () => {
  it('lets an agent have perAgentMax uploads at once, refuses one more with TOO_MANY_REQUESTS, and frees a slot on leaving', () => {
    const gate = new UploadGate(3, 100);
    const leaves = [gate.enter('ana'), gate.enter('ana'), gate.enter('ana')];
    expect(refusal(() => gate.enter('ana'))).toBe('TOO_MANY_REQUESTS');
    expect(refusal(() => gate.enter('luis'))).toBeNull();
    leaves[0]?.();
    expect(refusal(() => gate.enter('ana'))).toBeNull();
  });

  it('refuses anyone past totalMax uploads in the process', () => {
    const gate = new UploadGate(3, 4);
    for (const agent of ['a', 'b', 'c', 'd']) gate.enter(agent);
    expect(refusal(() => gate.enter('e'))).toBe('TOO_MANY_REQUESTS');
    expect(gate.inProgress).toBe(4);
  });

  it('leaving twice frees one slot only', () => {
    const gate = new UploadGate(1, 10);
    const leave = gate.enter('ana');
    const other = gate.enter('luis');
    leave();
    leave();
    expect(gate.inProgress).toBe(1);
    gate.enter('ana');
    expect(refusal(() => gate.enter('ana'))).toBe('TOO_MANY_REQUESTS');
    other();
  });
});
