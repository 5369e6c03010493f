import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, RICH_TEXT_URL_SCHEMES } from '../../schema/rich-text.ts';

/**
 * The description sanitised again in the browser before display (DECISIONS.md 'Property
 * description'), with the allow-list the server uses (src/schema/rich-text.ts). The HTML is parsed
 * by DOMParser (nothing in a parsed document runs or loads) and copied node by node into a fresh
 * document: allowed tags with their allowed attributes, text as text. Any other tag is unwrapped
 * (its text kept), except those whose content is not text for a reader, which go with it.
 */

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'head', 'title', 'textarea', 'select']);
const SCHEMES = new Set<string>(RICH_TEXT_URL_SCHEMES.map((scheme) => `${scheme}:`));

/** Only absolute http(s) and mailto links (the URL parser sees through 'jav&#9;ascript:' and the like). */
const safeUrl = (value: string): string | null => {
  try {
    const url = new URL(value.trim());
    return SCHEMES.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
};

export function sanitizeRichText(html: string): string {
  const source = new DOMParser().parseFromString(html, 'text/html');
  const target = document.implementation.createHTMLDocument('');
  const copy = (from: Node, to: Node): void => {
    for (const child of Array.from(from.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        to.appendChild(target.createTextNode(child.textContent ?? ''));
        continue;
      }
      if (child.nodeType !== Node.ELEMENT_NODE) continue;
      const element = child as Element;
      const tag = element.localName.toLowerCase();
      if (DROPPED_WITH_CONTENT.has(tag)) continue;
      if (!ALLOWED.has(tag)) {
        copy(element, to);
        continue;
      }
      const clean = target.createElement(tag);
      for (const name of RICH_TEXT_ATTRIBUTES[tag] ?? []) {
        const value = element.getAttribute(name);
        const safe = value === null ? null : name === 'href' ? safeUrl(value) : value;
        if (safe !== null) clean.setAttribute(name, safe);
      }
      if (tag === 'a') {
        clean.setAttribute('rel', 'noopener noreferrer nofollow');
        clean.setAttribute('target', '_blank');
      }
      copy(element, clean);
      to.appendChild(clean);
    }
  };
  copy(source.body, target.body);
  return target.body.innerHTML;
}
