/**
 * The legal pages' shared texts and the shape of a legal document (issue 8). The documents
 * themselves are in legal-terms.ts, legal-privacy.ts and legal-data-deletion.ts. They are kept
 * out of es.ts on purpose: es.ts travels with every page (the login page's budget), these only
 * with the legal pages' own chunk. This module imports nothing.
 *
 * Before the product is offered to the public, the operator's legal adviser should review these
 * texts (README, production checklist): they describe what the product does as built, and the
 * commitments (deadlines, contact) are the operator's to honour.
 */

/** Where an inline link of a legal text points; the view turns a key into the route registry's path. */
export type LegalLinkKey = 'terms' | 'privacy' | 'facebookInstructions' | 'instagramInstructions' | 'contact';

/** A run of text, or a link inside it. */
export type Inline = string | { readonly link: LegalLinkKey; readonly text: string };

/** A paragraph (a string, or runs with links), a bulleted list of such paragraphs, or numbered steps. */
export type LegalParagraph = string | readonly Inline[];
export type LegalBlock = LegalParagraph | { readonly list: readonly LegalParagraph[] } | { readonly steps: readonly LegalParagraph[] };

export interface LegalSection {
  /** The fragment its table-of-contents link points at (`#datos`). */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  /** The tab title, before the product suffix. */
  readonly pageTitle: string;
  readonly heading: string;
  readonly intro: readonly LegalBlock[];
  readonly sections: readonly LegalSection[];
}

/** The address people write to; also in the README's production checklist. */
export const LEGAL_CONTACT_EMAIL = 'soporte@agentes.com.ve';

/** When the texts last changed: shown on every legal page and given to `<time dateTime>`. */
export const LEGAL_UPDATED = { iso: '2026-11-26', text: '26 de noviembre de 2026' } as const;

/** The frame around every legal page. */
export const legalTexts = {
  updated: 'Última actualización:',
  contents: 'Contenido',
  backToSignUp: 'Volver al registro',
  otherDocuments: 'Documentos legales',
  terms: 'Términos y condiciones',
  privacy: 'Política de privacidad',
  facebookInstructions: 'Eliminar cuenta de Facebook',
  instagramInstructions: 'Eliminar cuenta de Instagram',
  questions: 'Si tienes preguntas sobre este documento, escríbenos a',
} as const;
