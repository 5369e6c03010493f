/**
 * Where the Instagram callback sends the agent once connected (spec 03: "a stored target"). The
 * browser leaves the SPA for Instagram's window and comes back to /oauth/authorize/instagram with
 * only a code, so the screen that started the connection writes its address here first. Kept in
 * sessionStorage: the same tab, gone with it, never sent to any server.
 */

const KEY = 'agentes.instagram.returnTo';

const storage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage disabled by the browser's settings: the callback falls back to its default target.
    return null;
  }
};

export const storeInstagramReturnTo = (path: string): void => {
  try {
    storage()?.setItem(KEY, path);
  } catch {
    // Full or refused: the default target still works.
  }
};

export const readInstagramReturnTo = (): string | null => storage()?.getItem(KEY) ?? null;

export const forgetInstagramReturnTo = (): void => {
  storage()?.removeItem(KEY);
};
