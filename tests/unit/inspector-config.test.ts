import { describe, expect, it } from 'vitest';
import { clientConfigOf } from '../../server/client-config.ts';
import { loadConfig } from '../../server/config.ts';
import { startupNotes } from '../../server/startup-notes.ts';
import { parseClientConfig } from '../../src/schema/client-config.ts';
import { isToggleShortcut } from '../../src/app/inspector/InspectorPanel.tsx';

const base = { apiKey: 'k', recaptchaSiteKey: null, googleClientId: null, facebookAppId: null, facebookAppSecret: null, mapboxToken: null };

describe('INSPECT: the server tells the SPA to load the inspector panel', () => {
  it('reads INSPECT=true only', () => {
    expect(loadConfig({ INSPECT: 'true' }).inspect).toBe(true);
    expect(loadConfig({ INSPECT: 'yes' }).inspect).toBe(false);
    expect(loadConfig({}).inspect).toBe(false);
  });

  it('puts inspect in the page only when on, and the SPA reads it back', () => {
    expect(clientConfigOf(base)).not.toHaveProperty('inspect');
    expect(clientConfigOf({ ...base, inspect: false })).not.toHaveProperty('inspect');
    const on = clientConfigOf({ ...base, inspect: true });
    expect(on.inspect).toBe(true);
    const decoded = parseClientConfig(JSON.parse(JSON.stringify(on)));
    expect(decoded.ok && decoded.value.inspect).toBe(true);
    const other = parseClientConfig({ ...on, inspect: 'true' });
    expect(other.ok && 'inspect' in other.value).toBe(false);
  });

  it('warns the operator at start', () => {
    expect(startupNotes(loadConfig({ INSPECT: 'true' })).warn.some((line) => line.startsWith('INSPECT=true'))).toBe(true);
    expect(startupNotes(loadConfig({})).warn.some((line) => line.startsWith('INSPECT=true'))).toBe(false);
  });

  it('opens and closes the panel with Alt+Shift+I only', () => {
    const key = { altKey: true, shiftKey: true, ctrlKey: false, metaKey: false, code: 'KeyI' };
    expect(isToggleShortcut(key)).toBe(true);
    expect(isToggleShortcut({ ...key, ctrlKey: true })).toBe(false);
    expect(isToggleShortcut({ ...key, shiftKey: false })).toBe(false);
    expect(isToggleShortcut({ ...key, code: 'KeyJ' })).toBe(false);
  });
});
