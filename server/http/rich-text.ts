import { RICH_TEXT_TAGS, RICH_TEXT_URL_SCHEMES } from '../../src/schema/rich-text.ts';

/**
 * The listing description's sanitiser (src/schema/rich-text.ts is the allow-list). Nothing of the
 * input is copied through as markup: the input is cut into text, tags and comments, and the
 * output is written anew from the allowed tags (no attribute but a checked link's href) and the
 * text, escaped. Elements whose content is code or foreign markup (script, style, svg…) go with
 * their content; any other unknown tag goes but keeps its text. Tags are balanced at the end.
 */

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
const VOID = new Set(['br']);
/** Elements dropped with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'title',
  'svg', 'math', 'select', 'xmp', 'noembed', 'noframes', 'plaintext', 'head', 'frameset', 'applet',
]);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ENTITY = /&(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/y;

/** Text as HTML: '<' and '>' escaped, '&' escaped unless it starts a character reference. */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if (char === '"') out += '&quot;';
    else if (char === '&') {
      ENTITY.lastIndex = i;
      out += ENTITY.test(text) ? '&' : '&amp;';
    } else out += char;
  }
  return out;
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', nbsp: '\u00a0' };

/** An attribute value's character references decoded (what a browser would see). */
function decodeAttribute(value: string): string {
  return value.replace(/&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]+);?/g, (whole, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return String.fromCodePoint(Math.min(parseInt(body.slice(2), 16), 0x10ffff));
    if (body.startsWith('#')) return String.fromCodePoint(Math.min(parseInt(body.slice(1), 10), 0x10ffff));
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

/** The href attribute of a tag's attribute text, decoded, or null. */
function hrefOf(attributes: string): string | null {
  const match = /(?:^|[\s"'/])href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
  if (match === null) return null;
  return decodeAttribute(match[1] ?? match[2] ?? match[3] ?? '');
}

/** A link target we keep: an absolute http, https or mailto URL (no script, data or relative URL). */
export function safeHref(raw: string): string | null {
  // Browsers ignore controls and whitespace inside a scheme ('java\tscript:'): so do we, before judging it.
  const compact = Array.from(raw)
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code > 0x20 && !(code >= 0x7f && code <= 0x9f);
    })
    .join('');
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined || !(RICH_TEXT_URL_SCHEMES as readonly string[]).includes(scheme)) return null;
  const trimmed = raw.trim();
  try {
    return new URL(trimmed).href;
  } catch {
    return null;
  }
}

export function sanitiseRichText(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let skipping: string | null = null;
  let last = 0;
  const text = (value: string) => {
    if (skipping === null && value !== '') out.push(escapeText(value));
  };
  for (const match of html.matchAll(TOKEN)) {
    const index = match.index;
    text(html.slice(last, index));
    last = index + match[0].length;
    const name = match[1]?.toLowerCase();
    if (name === undefined) continue; // comment, doctype, processing instruction
    const closing = match[0].startsWith('</');
    if (skipping !== null) {
      if (closing && name === skipping) skipping = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(match[2] ?? '')) skipping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (VOID.has(name)) {
      if (!closing) out.push(`<${name}>`);
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop() as string}>`);
      continue;
    }
    if (name === 'a') {
      const href = safeHref(hrefOf(match[2] ?? '') ?? '');
      out.push(href === null ? '<a>' : `<a href="${escapeAttribute(href)}" rel="noopener noreferrer nofollow" target="_blank">`);
    } else {
      out.push(`<${name}>`);
    }
    open.push(name);
  }
  text(html.slice(last));
  while (open.length > 0) out.push(`</${open.pop() as string}>`);
  return out.join('');
}
