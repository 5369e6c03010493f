/**
 * The listing description's formatting allow-list (DECISIONS.md 'Property description'): the
 * server sanitises what it stores with it, and the SPA sanitises again with it before display.
 * Anything else — other tags, every attribute but a link's href, any URL but http(s)/mailto — is dropped.
 */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote', 'a'] as const;

/** Attributes per tag; links also get rel="noopener noreferrer nofollow" and target="_blank" on output. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { a: ['href'] };

export const RICH_TEXT_URL_SCHEMES = ['http', 'https', 'mailto'] as const;

/** The text of a description without its tags, for the 15 to 6000 characters rule. */
export const richTextLength = (html: string): number =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, '_')
    .replace(/\s+/g, ' ')
    .trim().length;
