import { createElement, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { CUSTOMER_ROUTES, PROPERTY_ROUTES, SHELL_ROUTES, TOP_LEVEL_ROUTES, routeRegExp } from '../schema/app-routes.ts';
import { patterns } from '../views/paths.ts';

/**
 * Route groups loaded on demand, so the login page downloads only what it shows; Rollup splits
 * shared pieces (the access layout) by itself. The public pages (`/login`…) can be loaded ahead,
 * for the build's pre-render and for hydration (boot.tsx).
 */

/** A page loaded on demand that can also be loaded ahead; once loaded it renders without suspending. */
export interface LazyPage<P extends object> {
  (props: P): ReactNode;
  preload(): Promise<void>;
}

/** A public page: the one path it renders, and its module (from the project root) for the build. */
interface PublicPage {
  readonly path: string;
  readonly module: string;
}

/** The public pages by path, for `preloadPageOf` and `publicPageModule`. */
const byPath = new Map<string, PublicPage & { readonly page: LazyPage<never> }>();

/**
 * `lazy`, plus a preload: a page the build pre-rendered must be in memory before React hydrates
 * it, or hydration would stop at a suspended boundary until the chunk arrives, and an update to
 * that boundary meanwhile (the session's answer) would throw the server's HTML away.
 */
function lazyPage<P extends object>(publicPage: PublicPage | null, load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // A mount keeps the type it started with: one that began through Lazy (its chunk still loading)
  // and switched to the loaded component on its next render would be a new element type, which
  // React remounts, restarting the page's machines (a second load, the spinner again).
  function Page(props: P): ReactNode {
    const [type] = useState(() => (loaded ?? Lazy) as ComponentType<P>);
    return createElement(type, props);
  }
  const page = Object.assign(Page, {
    preload: () => preload().then(() => undefined),
  });
  if (publicPage !== null) byPath.set(publicPage.path, { ...publicPage, page: page as LazyPage<never> });
  return page;
}

/**
 * Loads the page of a public path (`/login`…) ahead: the build does before it renders the page,
 * the browser before it hydrates it. Other paths have nothing to preload.
 */
export const preloadPageOf = (pathname: string): Promise<void> => byPath.get(pathname)?.page.preload() ?? Promise.resolve();

/** The module of a public path's page: the build preloads its chunk from the page's HTML. */
export const publicPageModule = (pathname: string): string | null => byPath.get(pathname)?.module ?? null;

/** The module (from the project root) of each agent page, for the build's hints (agentRouteHints). */
const agentModules = new Map<LazyPage<never>, string>();

/** A page an agent opens: loaded on demand; its module named for the build, as a public page's is. */
function agentPage<P extends object>(module: string, load: () => Promise<ComponentType<P>>): LazyPage<P> {
  const page = lazyPage(null, load);
  agentModules.set(page as LazyPage<never>, module);
  return page;
}

/* The public pages name their module twice (here, and in their import): the build checks they agree. */
export const LoginPage = lazyPage({ path: patterns.login, module: 'src/views/access/LoginPage.tsx' }, () =>
  import('../views/access/LoginPage.tsx').then((module) => module.LoginPage),
);
export const SignUpPage = lazyPage({ path: patterns.signUp, module: 'src/views/access/SignUpPage.tsx' }, () =>
  import('../views/access/SignUpPage.tsx').then((module) => module.SignUpPage),
);
export const PasswordResetPage = lazyPage({ path: patterns.passwordReset, module: 'src/views/access/PasswordResetPage.tsx' }, () =>
  import('../views/access/PasswordResetPage.tsx').then((module) => module.PasswordResetPage),
);
/* The legal pages (issue 8): public whatever the session, pre-rendered; one module, one chunk. */
const LEGAL_MODULE = 'src/views/legal/LegalPages.tsx';
export const TermsPage = lazyPage({ path: patterns.terms, module: LEGAL_MODULE }, () =>
  import('../views/legal/LegalPages.tsx').then((module) => module.TermsPage),
);
export const PrivacyPage = lazyPage({ path: patterns.privacy, module: LEGAL_MODULE }, () =>
  import('../views/legal/LegalPages.tsx').then((module) => module.PrivacyPage),
);
export const FacebookDataDeletionPage = lazyPage({ path: patterns.facebookDataDeletionInstructions, module: LEGAL_MODULE }, () =>
  import('../views/legal/LegalPages.tsx').then((module) => module.FacebookDataDeletionPage),
);
export const InstagramDataDeletionPage = lazyPage({ path: patterns.instagramDataDeletionInstructions, module: LEGAL_MODULE }, () =>
  import('../views/legal/LegalPages.tsx').then((module) => module.InstagramDataDeletionPage),
);
export const Shell = agentPage('src/views/shell/Shell.tsx', () =>
  import('../views/shell/Shell.tsx').then((module) => module.Shell));
export const ComingSoon = agentPage('src/views/shell/Shell.tsx', () =>
  import('../views/shell/Shell.tsx').then((module) => module.ComingSoon));
export const DashboardPage = agentPage('src/views/dashboard/DashboardPage.tsx', () =>
  import('../views/dashboard/DashboardPage.tsx').then((module) => module.DashboardPage));
export const OnboardingPage = agentPage('src/views/onboarding/OnboardingPage.tsx', () =>
  import('../views/onboarding/OnboardingPage.tsx').then((module) => module.OnboardingPage),
);
/* Issue 9: the media-connection callbacks and the data-deletion confirmations, one chunk. */
export const OAuthCallbackPage = agentPage('src/views/media-providers/OAuthCallbackPage.tsx', () =>
  import('../views/media-providers/OAuthCallbackPage.tsx').then((module) => module.OAuthCallbackPage),
);
export const DataDeletionConfirmationPage = agentPage('src/views/media-providers/DataDeletionPage.tsx', () =>
  import('../views/media-providers/DataDeletionPage.tsx').then((module) => module.DataDeletionPage),
);
export const NotFoundPage = agentPage('src/views/errors/NotFoundPage.tsx', () =>
  import('../views/errors/NotFoundPage.tsx').then((module) => module.NotFoundPage));

/** The account page (issue 9): its own chunk. */
export const AccountPage = agentPage('src/views/account/AccountPage.tsx', () =>
  import('../views/account/AccountPage.tsx').then((module) => module.AccountPage));

/** The property editor (issue 10): a full-screen page outside the shell, its own chunk; each tool another. */
export const EditorPage = agentPage('src/views/editor/EditorPage.tsx', () =>
  import('../views/editor/EditorPage.tsx').then((module) => module.EditorPage));

/** The customers area: each screen its own chunk, so neither the login page nor the dashboard carries it. */
export const CustomersListPage = agentPage('src/views/customers/list/CustomersListPage.tsx', () =>
  import('../views/customers/list/CustomersListPage.tsx').then((module) => module.CustomersListPage),
);
export const CustomerCreatePage = agentPage('src/views/customers/form/CustomerCreatePage.tsx', () =>
  import('../views/customers/form/CustomerCreatePage.tsx').then((module) => module.CustomerCreatePage),
);
export const CustomerEditPage = agentPage('src/views/customers/form/CustomerEditPage.tsx', () =>
  import('../views/customers/form/CustomerEditPage.tsx').then((module) => module.CustomerEditPage),
);
export const CustomerViewPage = agentPage('src/views/customers/view/CustomerViewPage.tsx', () =>
  import('../views/customers/view/CustomerViewPage.tsx').then((module) => module.CustomerViewPage),
);

/** The properties area (issue 10): the drafts list and the create page, each its own chunk. */
export const DraftsListPage = agentPage('src/views/properties/drafts/DraftsListPage.tsx', () =>
  import('../views/properties/drafts/DraftsListPage.tsx').then((module) => module.DraftsListPage),
);
export const CreateDraftPage = agentPage('src/views/properties/drafts/CreateDraftPage.tsx', () =>
  import('../views/properties/drafts/CreateDraftPage.tsx').then((module) => module.CreateDraftPage),
);
/** Issue 11: a draft's publishing progress, its own chunk. */
export const PublishingPage = agentPage('src/views/properties/publishing/PublishingPage.tsx', () =>
  import('../views/properties/publishing/PublishingPage.tsx').then((module) => module.PublishingPage),
);

/** The published list and the property view (issue 11): each its own chunk; the view's map loads only when drawn. */
export const PropertiesListPage = agentPage('src/views/properties/published/PropertiesListPage.tsx', () =>
  import('../views/properties/published/PropertiesListPage.tsx').then((module) => module.PropertiesListPage),
);
export const PropertyViewPage = agentPage('src/views/properties/view/PropertyViewPage.tsx', () =>
  import('../views/properties/view/PropertyViewPage.tsx').then((module) => module.PropertyViewPage),
);

type ShellPageRoute = Exclude<keyof typeof SHELL_ROUTES, 'customers'> | keyof typeof CUSTOMER_ROUTES | keyof typeof PROPERTY_ROUTES;

/** The page each shell route renders (routes.tsx's ShellArea), for loading it ahead; every route named. */
const SHELL_PAGES: Readonly<Record<ShellPageRoute, LazyPage<never>>> = {
  dashboard: DashboardPage,
  properties: ComingSoon,
  account: AccountPage,
  customerList: CustomersListPage,
  customerCreate: CustomerCreatePage,
  customerView: CustomerViewPage,
  customerEdit: CustomerEditPage,
  draftList: DraftsListPage,
  draftCreate: CreateDraftPage,
  draftPublishing: PublishingPage,
  propertyList: PropertiesListPage,
  propertyView: PropertyViewPage,
};
const ROUTE_PATTERN: Readonly<Record<ShellPageRoute, string>> = { ...SHELL_ROUTES, ...CUSTOMER_ROUTES, ...PROPERTY_ROUTES };
/** A page inside an area (customers, properties), as opposed to the area's pattern. */
const isAreaPage = (route: ShellPageRoute): boolean => route in CUSTOMER_ROUTES || route in PROPERTY_ROUTES;
/* An area's pages before the area's pattern, which matches every path below it. */
const SHELL_PAGE_MATCHERS = (Object.keys(SHELL_PAGES) as ShellPageRoute[])
  .sort((a, b) => Number(isAreaPage(b)) - Number(isAreaPage(a)))
  .map((route) => [routeRegExp(ROUTE_PATTERN[route]), SHELL_PAGES[route]] as const);

/** The pages (chunks) each agent path renders: the shell and its page, or a full-screen page; the first match wins. */
const AGENT_ROUTES: ReadonlyArray<readonly [RegExp, readonly LazyPage<never>[]]> = [
  [routeRegExp(TOP_LEVEL_ROUTES.onboarding), [OnboardingPage]],
  [routeRegExp(TOP_LEVEL_ROUTES.propertyEditor), [EditorPage]],
  [routeRegExp(TOP_LEVEL_ROUTES.instagramCallback), [OAuthCallbackPage]],
  [routeRegExp(TOP_LEVEL_ROUTES.facebookCallback), [OAuthCallbackPage]],
  // `/` sends a signed-in agent to the dashboard.
  [routeRegExp(TOP_LEVEL_ROUTES.home), [Shell, DashboardPage]],
  ...SHELL_PAGE_MATCHERS.map(([pattern, page]) => [pattern, [Shell, page]] as const),
];

/** The pages (chunks) an agent's path renders: the shell and its page, or the onboarding; none for other paths. */
export function agentPagesOf(pathname: string): LazyPage<never>[] {
  return [...(AGENT_ROUTES.find(([pattern]) => pattern.test(pathname))?.[1] ?? [])];
}

/** One agent route for the build: its RegExp (source and flags) and the modules of the pages it renders. */
export interface AgentRouteHint {
  readonly source: string;
  readonly flags: string;
  readonly modules: readonly string[];
}

/**
 * The agent routes with their pages' modules, in matching order: the build gives the HTML a
 * returning agent gets for each route the preload links of its page's chunks (build/prerender.ts),
 * so they download beside the app's code instead of after it.
 */
export const agentRouteHints = (): AgentRouteHint[] =>
  AGENT_ROUTES.map(([pattern, pages]) => ({
    source: pattern.source,
    flags: pattern.flags,
    modules: pages.map((page) => {
      const module = agentModules.get(page);
      if (module === undefined) throw new Error('pages: an agent route renders a page without its module');
      return module;
    }),
  }));

/**
 * Loads an agent's page while the stored token is being checked instead of after it (the shell,
 * then the page, then its data made three round trips in a row on a phone). Not awaited: the
 * splash shows meanwhile, and a chunk that fails reports through React.lazy when rendered.
 */
export function loadAgentPageAhead(pathname: string): void {
  for (const page of agentPagesOf(pathname)) page.preload().catch(() => undefined);
}
