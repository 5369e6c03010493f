import { describe, expect, it } from 'vitest';
import { driveConnectivity, isOnline, onConnectionRestored, reportReachable, reportUnreachable } from '../../src/services/connectivity.ts';

describe('connectivity (the hook other work listens to)', () => {
  it('without the shell, reports set the state and a return runs the restored listeners once', () => {
    let restored = 0;
    const stop = onConnectionRestored(() => (restored += 1));
    reportUnreachable();
    expect(isOnline()).toBe(false);
    reportUnreachable();
    reportReachable();
    reportReachable();
    expect(isOnline()).toBe(true);
    expect(restored).toBe(1);
    stop();
    reportUnreachable();
    reportReachable();
    expect(restored).toBe(1);
  });

  it('driven by the shell machine, reports only reach the machine: it alone sets the state', () => {
    const heard: boolean[] = [];
    let restored = 0;
    const stopListening = onConnectionRestored(() => (restored += 1));
    const drive = driveConnectivity((reachable) => heard.push(reachable));
    drive.set(false);
    reportReachable(); // a late answer while the browser is offline
    expect(isOnline()).toBe(false);
    expect(heard).toEqual([true]);
    drive.set(true);
    expect(isOnline()).toBe(true);
    expect(restored).toBe(1);
    drive.stop();
    stopListening();
  });
});
