/**
 * The route registry: every in-app address is built here, never by string concatenation in a view.
 * `patterns` feed the router (wouter/regexparam syntax); the builders give typed hrefs.
 * It lives in src/views (not src/app) because views link with it and may not import src/app.
 */

import { ROUTE_PATTERNS } from '../schema/app-routes.ts';
import type { EditorSection } from '../schema/editor-sections.ts';

type Query = Record<string, string | number | null | undefined>;

const withQuery = (path: string, query: Query): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export type AccountSection = 'integrations' | 'profile' | 'security' | 'sessions';

/** The sections the account menu lists, in its order (issue 21 adds 'Seguridad' and 'Sesiones activas'). */
export const ACCOUNT_SECTIONS: readonly AccountSection[] = ['integrations', 'profile', 'security', 'sessions'];

/**
 * The customer view's `section` query (spec 02 §2.3): 0 information, 1 properties, 2 events,
 * 3 tasks (the default), 4 notes, 5 activity. The dashboard's links use the name 'tasks'.
 */
export type CustomerSection = 'tasks' | 0 | 1 | 2 | 3 | 4 | 5;

/** The customer list's filters as they travel in the URL (spec 02 §2.1); empty ones are left out. */
export interface CustomerFilters {
  readonly searchQuery?: string | null;
  readonly status?: number | null;
  readonly type?: number | null;
  /** Issue 21: the list's page, 1-based; page 1 is left out. */
  readonly page?: number | null;
}
/** The property lists' filters as they travel in the URL (spec 03 §2); empty ones are left out. */
export interface PropertyFilters {
  readonly searchQuery?: string | null;
  readonly propertyType?: string | null;
  readonly minPrice?: number | null;
  readonly maxPrice?: number | null;
}
export type OnboardingStep = 1 | 2 | 3;
/** The social networks with a data-deletion page (spec 03). */
export type SocialDataProvider = 'facebook' | 'instagram';

export const paths = {
  home: () => '/',
  login: ({ continueUrl, from }: { continueUrl?: string | null; from?: 'password-reset' | null } = {}) =>
    withQuery('/login', { continue_url: continueUrl, from }),
  signUp: ({ continueUrl }: { continueUrl?: string | null } = {}) => withQuery('/signup', { continue_url: continueUrl }),
  passwordReset: ({ continueUrl, authorization }: { continueUrl?: string | null; authorization?: string | null } = {}) =>
    withQuery('/password-reset', { continue_url: continueUrl, authorization }),
  logout: () => '/logout',
  dashboard: () => '/dashboard',
  /** `from` (spec 01: async_media when a media connection sends the agent back) is kept as the steps change. */
  onboarding: ({ step, from }: { step?: OnboardingStep; from?: string | null } = {}) => withQuery('/onboarding', { step, from }),
  /** 'Mi lista de propiedades' (the published ones), with the drafts list's filters. */
  properties: ({ searchQuery, propertyType, minPrice, maxPrice }: PropertyFilters = {}) =>
    withQuery('/properties', { searchQuery, propertyType, minPrice, maxPrice }),
  /** Spec 03 §2: one published property, by its slug (for people) and its id (what finds it). */
  propertyView: ({ slug, propertyId }: { slug: string; propertyId: string }) =>
    `/properties/view/${encodeURIComponent(slug)}/${encodeURIComponent(propertyId)}`,
  drafts: ({ searchQuery, propertyType, minPrice, maxPrice }: PropertyFilters = {}) =>
    withQuery('/properties/drafts', { searchQuery, propertyType, minPrice, maxPrice }),
  createDraft: () => '/properties/drafts/create',
  /** Spec 03 §2: the editor of one draft, and its publishing progress. */
  draftEditor: ({ draftId, section, validationError }: { draftId: string; section?: EditorSection; validationError?: boolean }) =>
    withQuery(`/property-editor/${encodeURIComponent(draftId)}/create`, { section, validation_error: validationError ? 'true' : null }),
  draftPublishing: ({ draftId }: { draftId: string }) => `/properties/drafts/${encodeURIComponent(draftId)}/publishing`,
  customers: ({ searchQuery, status, type, page }: CustomerFilters = {}) =>
    withQuery('/customers', { searchQuery, status, type, page: page === undefined || page === null || page <= 1 ? null : page }),
  createCustomer: () => '/customers/create',
  editCustomer: ({ slug }: { slug: string }) => `/customers/edit/${encodeURIComponent(slug)}`,
  customer: ({ slug, section, task, from }: { slug: string; section?: CustomerSection; task?: string; from?: string }) =>
    withQuery(`/customers/view/${encodeURIComponent(slug)}`, { section, task, from }),
  account: ({ section }: { section?: AccountSection } = {}) => withQuery('/account', { section }),
  /** The legal pages (DECISIONS.md: '/terminos' and '/privacidad'). */
  terms: () => '/terminos',
  privacy: () => '/privacidad',
  /** Spec 03's data-deletion instructions, one per social provider. */
  dataDeletionInstructions: ({ provider }: { provider: SocialDataProvider }) => `/${provider}/data-delete/instructions`,
} as const;

/**
 * Router patterns; `*?` also matches the bare prefix (`/properties`). The table is shared with the
 * server (src/schema/app-routes.ts), which answers any other path with the 404 page and status 404.
 */
export const patterns = ROUTE_PATTERNS;

const SAME_SITE = 'http://agentes.invalid';

/**
 * Where a sign-in may send the browser afterwards: only a path of this site, never another
 * origin (`//evil.example`, `https://…`, or `/\t/evil.example`, which URL parsing turns into
 * `//evil.example`, would make continue_url an open redirect). Returns the normalised path.
 */
export const safeContinueUrl = (value: string | null): string | null => {
  if (!value || !value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE);
  } catch {
    return null;
  }
  return url.origin === SAME_SITE ? `${url.pathname}${url.search}${url.hash}` : null;
};
