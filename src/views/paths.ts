/**
 * The route registry: every in-app address is built here, never by string concatenation in a view.
 * `patterns` feed the router (wouter/regexparam syntax); the builders give typed hrefs.
 * It lives in src/views (not src/app) because views link with it and may not import src/app.
 */

type Query = Record<string, string | number | null | undefined>;

const withQuery = (path: string, query: Query): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export type AccountSection = 'integrations' | 'profile';
export type OnboardingStep = 1 | 2 | 3;

export const paths = {
  home: () => '/',
  login: ({ continueUrl, from }: { continueUrl?: string | null; from?: 'password-reset' | null } = {}) =>
    withQuery('/login', { continue_url: continueUrl, from }),
  signUp: ({ continueUrl }: { continueUrl?: string | null } = {}) => withQuery('/signup', { continue_url: continueUrl }),
  passwordReset: ({ continueUrl, authorization }: { continueUrl?: string | null; authorization?: string | null } = {}) =>
    withQuery('/password-reset', { continue_url: continueUrl, authorization }),
  logout: () => '/logout',
  dashboard: () => '/dashboard',
  onboarding: ({ step }: { step?: OnboardingStep } = {}) => withQuery('/onboarding', { step }),
  properties: () => '/properties',
  drafts: () => '/properties/drafts',
  createDraft: () => '/properties/drafts/create',
  customers: () => '/customers',
  customer: ({ slug, section, task }: { slug: string; section?: 'tasks'; task?: string }) =>
    withQuery(`/customers/view/${encodeURIComponent(slug)}`, { section, task }),
  account: ({ section }: { section?: AccountSection } = {}) => withQuery('/account', { section }),
  terms: () => '/terms',
  privacy: () => '/privacy',
} as const;

/** Router patterns; `*?` also matches the bare prefix (`/properties`). */
export const patterns = {
  home: '/',
  login: '/login',
  signUp: '/signup',
  passwordReset: '/password-reset',
  logout: '/logout',
  dashboard: '/dashboard',
  onboarding: '/onboarding',
  properties: '/properties/*?',
  propertyEditor: '/property-editor/*?',
  customers: '/customers/*?',
  account: '/account/*?',
} as const;

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
