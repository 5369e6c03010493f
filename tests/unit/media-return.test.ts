import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  beginConnect,
  beginInstagramAuthorization,
  claimConnectState,
  forgetInstagramReturnTo,
  readConnectState,
  readInstagramReturnTo,
} from '../../src/services/media-return.ts';

const readInstagramState = () => readConnectState('instagram');

/** The Instagram trip's memory (return address and OAuth state) in this tab's sessionStorage. */

class MemoryStorage {
  readonly #items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, value);
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
}

describe('media-return', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', new MemoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('adds a fresh state to a relative (offline) URL and keeps it relative', () => {
    const url = beginInstagramAuthorization('/oauth-consent/instagram', '/account?section=integrations');
    const state = readInstagramState();
    expect(state).toMatch(/^[0-9a-f-]{36}$/);
    expect(url).toBe(`/oauth-consent/instagram?state=${state}`);
    expect(readInstagramReturnTo()).toBe('/account?section=integrations');
  });

  it('keeps Instagram’s own query and replaces the state on each trip; a retry keeps the return address', () => {
    const first = beginInstagramAuthorization('https://www.instagram.com/oauth/authorize?client_id=1&response_type=code', '/onboarding?step=3');
    const firstState = readInstagramState();
    expect(new URL(first).searchParams.get('client_id')).toBe('1');
    expect(new URL(first).searchParams.get('state')).toBe(firstState);
    const second = beginInstagramAuthorization('https://www.instagram.com/oauth/authorize?client_id=1', null);
    expect(readInstagramState()).not.toBe(firstState);
    expect(new URL(second).searchParams.get('state')).toBe(readInstagramState());
    expect(readInstagramReturnTo()).toBe('/onboarding?step=3');
  });

  it('forgets the return address once connected', () => {
    beginInstagramAuthorization('/oauth-consent/instagram', '/account');
    forgetInstagramReturnTo();
    expect(readInstagramReturnTo()).toBeNull();
  });

  it('a state is claimed once: the right one passes the first check only', async () => {
    const state = beginConnect('facebook');
    expect(await claimConnectState('facebook', state)).toBe(true);
    expect(readConnectState('facebook')).toBeNull();
    expect(await claimConnectState('facebook', state)).toBe(false);
  });

  it('a wrong, missing or other network’s state fails, and spends the stored one', async () => {
    const state = beginConnect('facebook');
    expect(await claimConnectState('facebook', 'otro')).toBe(false);
    expect(await claimConnectState('facebook', state)).toBe(false);
    beginConnect('facebook');
    expect(await claimConnectState('facebook', null)).toBe(false);
    const instagram = beginConnect('instagram');
    expect(await claimConnectState('facebook', instagram)).toBe(false);
    expect(await claimConnectState('instagram', instagram)).toBe(true);
  });

  it('nothing started: nothing passes', async () => {
    expect(await claimConnectState('facebook', 'cualquiera')).toBe(false);
  });
});
