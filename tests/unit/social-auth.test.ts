import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_RECAPTCHA_TOKEN, recaptchaToken } from '../../src/services/recaptcha.ts';
import { isSocialAuthCancelled, requestSocialToken, SocialAuthError } from '../../src/services/social-auth.ts';

const offline = { apiKey: 'k', recaptchaSiteKey: null, googleClientId: null, facebookAppId: null, mapboxToken: null };
const origin = 'http://agentes.test';

/** Just enough of `window` for the offline consent popup. */
const fakeWindow = (popup: { closed: boolean; close: () => void } | null) => {
  const listeners = new Set<(event: MessageEvent) => void>();
  const open = vi.fn(() => popup);
  const win = {
    open,
    location: { origin },
    addEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
    setInterval: (callback: () => void, ms: number) => setInterval(callback, ms),
    clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
  };
  const post = (data: unknown, from = origin) => {
    for (const listener of [...listeners]) listener({ data, origin: from } as MessageEvent);
  };
  return { win, open, post, listeners };
};

describe('offline social sign-in', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens the local consent page and resolves with the token it posts from our origin', async () => {
    const popup = { closed: false, close: vi.fn() };
    const { win, open, post, listeners } = fakeWindow(popup);
    vi.stubGlobal('window', win);
    const token = requestSocialToken('google', offline);
    expect(open).toHaveBeenCalledWith('/oauth-consent/google', 'agentes-oauth', 'width=480,height=640');
    post({ source: 'agentes-oauth', provider: 'google', accessToken: 'forged' }, 'http://evil.test');
    post({ source: 'agentes-oauth', provider: 'facebook', accessToken: 'other' });
    post({ source: 'agentes-oauth', provider: 'google', accessToken: 'offline-google-token' });
    await expect(token).resolves.toBe('offline-google-token');
    expect(popup.close).toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });

  it('is cancelled when the popup closes first', async () => {
    const popup = { closed: false, close: vi.fn() };
    vi.stubGlobal('window', fakeWindow(popup).win);
    const token = requestSocialToken('facebook', offline);
    popup.closed = true;
    vi.advanceTimersByTime(1000);
    const error = await token.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(SocialAuthError);
    expect(isSocialAuthCancelled(error)).toBe(true);
  });

  it('fails when the popup is blocked', async () => {
    vi.stubGlobal('window', fakeWindow(null).win);
    const error = await requestSocialToken('google', offline).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ reason: 'failed' });
    expect(isSocialAuthCancelled(error)).toBe(false);
  });
});

describe('offline reCAPTCHA', () => {
  it('gives a non-empty placeholder token', async () => {
    await expect(recaptchaToken('submit_form', offline)).resolves.toBe(OFFLINE_RECAPTCHA_TOKEN);
    expect(OFFLINE_RECAPTCHA_TOKEN).not.toBe('');
  });
});
