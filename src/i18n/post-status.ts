/**
 * Issue 21: Spanish texts of a published property's posts — their status on the property view and
 * the published list's cards, and the retry of a failed one (here and on the publishing page).
 * This module imports nothing.
 */

export type PostStatusNetwork = 'instagram' | 'facebook';
export type PostStatusKind = 'published' | 'failed' | 'pending' | 'none';

export const postStatusTexts = {
  /** The view's section. */
  title: 'Redes sociales',
  network: { instagram: 'Instagram', facebook: 'Facebook' } satisfies Record<PostStatusNetwork, string>,
  status: {
    published: 'Publicado',
    failed: 'Falló',
    pending: 'Publicando…',
    none: 'No publicado',
  } satisfies Record<PostStatusKind, string>,
  /** A card's compact line, read whole by assistive technology. */
  cardLabel: (network: string, status: string) => `${network}: ${status}`,
  viewPost: 'Ver publicación',
  /** The link's accessible name: which network's post it opens. */
  viewPostLabel: (network: string) => `Ver la publicación en ${network}`,
  /** Facebook: one link per page. */
  viewPagePost: (index: number) => `Página ${index}`,
  viewPagePostLabel: (index: number) => `Ver la publicación en Facebook (página ${index})`,
  retry: 'Reintentar',
  retryLabel: (network: string) => `Reintentar la publicación en ${network}`,
  retrying: 'Reintentando…',
  retryFailed: 'No se pudo reintentar la publicación. Intenta de nuevo.',
  /** 409 POST_NOT_RETRYABLE: another tab retried (or it got published) meanwhile. */
  notRetryable: 'Esta publicación ya no se puede reintentar; mostramos su estado actual.',
  /** Why a post failed (the draft's reason codes). */
  reason: {
    'not-connected': (network: string) => `Tu cuenta de ${network} estaba desconectada.`,
    'page-not-managed': () => 'Tu cuenta ya no gestiona alguna de las páginas elegidas.',
    rejected: (network: string) => `${network} rechazó la publicación.`,
  },
} as const;
