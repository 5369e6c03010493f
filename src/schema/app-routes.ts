/**
 * The SPA's route table (spec 01 §2, spec 03 §1), shared by the router and the server (issue 8):
 * `src/app/routes.tsx` renders a page for each top-level route and the shell for the shell's
 * areas, and the server answers a path that matches none of them with the 404 page *and* status
 * 404. It lives in src/schema because that is the part of src the server may import: like the
 * schemas, it is a contract both halves read. `src/views/paths.ts` re-exports the patterns beside
 * its href builders.
 *
 * Patterns use the router's syntax (wouter, i.e. regexparam 3): `:slug` is one segment, `/*?` the
 * path itself and anything below it; a match ignores case and a trailing slash.
 */

/** The routes with a page of their own, outside the shell. */
export const TOP_LEVEL_ROUTES = {
  home: '/',
  login: '/login',
  signUp: '/signup',
  passwordReset: '/password-reset',
  logout: '/logout',
  onboarding: '/onboarding',
  terms: '/terminos',
  privacy: '/privacidad',
  facebookDataDeletionInstructions: '/facebook/data-delete/instructions',
  instagramDataDeletionInstructions: '/instagram/data-delete/instructions',
  // Issue 9: the media-connection callbacks (private) and the data-deletion confirmations (public).
  instagramCallback: '/oauth/authorize/instagram',
  facebookCallback: '/oauth/authorize/facebook',
  facebookDataDeletion: '/facebook/data-delete',
  instagramDataDeletion: '/instagram/data-delete',
  // Issue 10: the property editor is a full-screen page of its own (its own top bar and side
  // menu), outside the shell; any other path under /property-editor is the 404 page.
  propertyEditor: '/property-editor/:draftId/create',
} as const;

export type TopLevelRoute = keyof typeof TOP_LEVEL_ROUTES;

/** The shell's areas: /dashboard and three families with everything below them (their own switch picks the page). */
export const SHELL_ROUTES = {
  dashboard: '/dashboard',
  properties: '/properties/*?',
  customers: '/customers/*?',
  account: '/account/*?',
} as const;

/** Pages inside the customers area; any other path under /customers goes to the list. */
export const CUSTOMER_ROUTES = {
  customerList: '/customers',
  customerCreate: '/customers/create',
  customerView: '/customers/view/:slug',
  customerEdit: '/customers/edit/:slug',
} as const;

/**
 * Pages inside the properties area (issues 10, 11); any other path under /properties still shows
 * the area's stand-in.
 */
export const PROPERTY_ROUTES = {
  draftList: '/properties/drafts',
  draftCreate: '/properties/drafts/create',
  draftPublishing: '/properties/drafts/:draftId/publishing',
} as const;

/** Every pattern by name, for the router. */
export const ROUTE_PATTERNS = { ...TOP_LEVEL_ROUTES, ...SHELL_ROUTES, ...CUSTOMER_ROUTES, ...PROPERTY_ROUTES } as const;

/**
 * A pattern compiled as the router compiles it: regexparam's `parse(pattern)` (what wouter calls),
 * restricted to the syntax above; tests/unit/app-routes.test.ts checks both give the same RegExp
 * for every pattern of the table.
 */
export function routeRegExp(pattern: string): RegExp {
  let source = '';
  for (const segment of pattern.split('/').filter((part) => part !== '')) {
    if (segment === '*?') source += '(?:/(.*))?';
    else if (segment === '*') source += '/(.*)';
    else if (segment.startsWith(':') && /^:\w+$/.test(segment)) source += '/([^/]+?)';
    else if (/^[\w-]+$/.test(segment)) source += `/${segment}`;
    else throw new Error(`app-routes: unsupported pattern segment "${segment}" in ${pattern}`);
  }
  return new RegExp(`^${source}/?$`, 'i');
}

/** One RegExp matching any of the patterns (the router's shell route). */
export const anyRouteRegExp = (patterns: readonly string[]): RegExp =>
  new RegExp(patterns.map((pattern) => `(?:${routeRegExp(pattern).source})`).join('|'), 'i');

const APP_ROUTE = anyRouteRegExp([...Object.values(TOP_LEVEL_ROUTES), ...Object.values(SHELL_ROUTES)]);

/** Decodes `%xx` as the router does (`decodeURI`, left as it is when malformed). */
const decodedPath = (pathname: string): string => {
  try {
    return pathname.includes('%') ? decodeURI(pathname) : pathname;
  } catch {
    return pathname;
  }
};

/** Whether the SPA renders a page at this path (without query); anything else is its 404 page. */
export const isAppRoute = (pathname: string): boolean => APP_ROUTE.test(decodedPath(pathname));
