import { isIP } from 'node:net';

/**
 * Issue 21: what 'Sesiones activas' shows of a device, read once at sign-in. No dependency: a
 * few ordered checks cover the browsers and systems agents use; anything else is named by what
 * is known of it, or not at all (null: the SPA says 'Dispositivo desconocido').
 */

const MAX_USER_AGENT = 512;

/** Order matters: Edge, Opera and Samsung Internet also say Chrome; Chrome also says Safari. */
const BROWSERS: ReadonlyArray<readonly [name: string, pattern: RegExp]> = [
  ['Edge', /\bEdg(e|A|iOS)?\//],
  ['Opera', /\b(OPR|Opera)\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(Firefox|FxiOS)\//],
  ['Chrome', /\b(HeadlessChrome|Chrome|CriOS|Chromium)\//],
  ['Safari', /\bVersion\/[0-9.]+.*\bSafari\//],
];

/** iPhone and iPad before macOS (their Safari says 'like Mac OS X'); Android before Linux. */
const SYSTEMS: ReadonlyArray<readonly [name: string, pattern: RegExp]> = [
  ['iPhone', /\biPhone\b/],
  ['iPad', /\biPad\b/],
  ['Android', /\bAndroid\b/],
  ['Windows', /\bWindows\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMacintosh\b|\bMac OS X\b/],
  ['Linux', /\bLinux\b/],
];

const first = (text: string, table: ReadonlyArray<readonly [string, RegExp]>): string | null =>
  table.find(([, pattern]) => pattern.test(text))?.[0] ?? null;

/** 'Chrome en Windows', 'Safari en iPhone', 'Firefox' or 'Android' alone, or null. */
export function deviceLabel(userAgent: string | string[] | undefined): string | null {
  if (typeof userAgent !== 'string' || userAgent === '') return null;
  const text = userAgent.slice(0, MAX_USER_AGENT);
  const browser = first(text, BROWSERS);
  const system = first(text, SYSTEMS);
  if (browser !== null && system !== null) return `${browser} en ${system}`;
  return browser ?? system;
}

const LOCAL_NETWORK = 'Red local';

/** IPv4 ranges that never leave a private network: loopback, RFC 1918, link-local, CGNAT is not one (it is a carrier's). */
const isPrivateV4 = (address: string): boolean => {
  const [a = -1, b = -1] = address.split('.').map(Number);
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
};

/**
 * The coarse place of a client address, when it can be known without any database of addresses:
 * 'Red local' for loopback and private ranges; null otherwise. Only this label is stored, never
 * the address (the rate limits keep their own counters in memory).
 */
export function placeLabel(ip: string | undefined): string | null {
  if (ip === undefined) return null;
  const address = (ip.split('%')[0] ?? '').toLowerCase();
  const kind = isIP(address);
  if (kind === 4) return isPrivateV4(address) ? LOCAL_NETWORK : null;
  if (kind !== 6) return null;
  const mapped = /^::ffff:([0-9]{1,3}(\.[0-9]{1,3}){3})$/.exec(address);
  if (mapped?.[1] !== undefined) return isPrivateV4(mapped[1]) ? LOCAL_NETWORK : null;
  // ::1 loopback, fc00::/7 unique local, fe80::/10 link-local.
  if (address === '::1' || /^f[cd][0-9a-f]{0,2}:/.test(address) || /^fe[89ab][0-9a-f]?:/.test(address)) return LOCAL_NETWORK;
  return null;
}
