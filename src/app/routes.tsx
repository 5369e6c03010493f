import { Live } from './live.tsx';
import { Suspense, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { Redirect, Route, Switch, useParams, useRoute, useSearch } from 'wouter';
import { SHELL_ROUTES, TOP_LEVEL_ROUTES, anyRouteRegExp, type TopLevelRoute } from '../schema/app-routes.ts';
import type { SignedIn } from '../services/auth-api.ts';
import { readSidebarCollapsed } from '../services/cookies.ts';
import { shell, success } from '../i18n/es.ts';
import { Splash } from '../views/ui/Splash.tsx';
import { Spinner } from '../views/ui/Spinner.tsx';
import { ACCOUNT_SECTIONS, paths, patterns, safeContinueUrl, type OnboardingStep } from '../views/paths.ts';
import { DEFAULT_EDITOR_SECTION, isEditorSection } from '../schema/editor-sections.ts';
import { Private, PublicOnly } from './guards.tsx';
import {
  AccountPage,
  ComingSoon,
  CustomerCreatePage,
  DataDeletionConfirmationPage,
  CustomerEditPage,
  CustomersListPage,
  CustomerViewPage,
  CreateDraftPage,
  DashboardPage,
  EditorPage,
  DraftsListPage,
  FacebookDataDeletionPage,
  InstagramDataDeletionPage,
  LoginPage,
  NotFoundPage,
  OAuthCallbackPage,
  OnboardingPage,
  PasswordResetPage,
  PrivacyPage,
  PublishingPage,
  PropertiesListPage,
  PropertyViewPage,
  Shell,
  SignUpPage,
  TermsPage,
} from './pages.ts';
import { useAgent, useSession, useSessionStatus } from './session.tsx';
import { useToast } from './toast.tsx';

const useQuery = (): URLSearchParams => new URLSearchParams(useSearch());

/**
 * The address bar's query, also while a pre-rendered page hydrates, when useSearch answers the
 * empty query the build rendered with (see App). Only for what is not rendered as such: a
 * machine's input and the key that restarts the machine when the query changes; the views render
 * their query-dependent links only once hydrated (useHydrated).
 */
const addressBarQuery = (): URLSearchParams => new URLSearchParams(globalThis.location?.search ?? '');

/** Sign-in and sign-up hand their result to the session, which stores the token. */
const useSignedIn = () => {
  const session = useSession();
  return (result: SignedIn) => session.send({ type: 'session.signedIn', agent: result.agent, accessToken: result.accessToken });
};

function Home() {
  const status = useSessionStatus();
  if (status === 'signedIn') return <Redirect to={paths.dashboard()} replace />;
  if (status === 'signedOut') return <Redirect to={paths.login()} replace />;
  return null;
}

/**
 * The pages the build pre-renders (the public-only forms and the legal pages): they render while
 * a stored token is checked, so the HTML the build wrote is what hydrates.
 */
function usePrerenderedPage(): boolean {
  const [login] = useRoute(patterns.login);
  const [signUp] = useRoute(patterns.signUp);
  const [passwordReset] = useRoute(patterns.passwordReset);
  const [terms] = useRoute(patterns.terms);
  const [privacy] = useRoute(patterns.privacy);
  const [facebook] = useRoute(patterns.facebookDataDeletionInstructions);
  const [instagram] = useRoute(patterns.instagramDataDeletionInstructions);
  return login || signUp || passwordReset || terms || privacy || facebook || instagram;
}

function LoginRoute() {
  const query = useQuery();
  const onSignedIn = useSignedIn();
  const { notify } = useToast();
  const fromReset = query.get('from') === 'password-reset';
  const shown = useRef(false);

  // Arriving from a completed reset: one success toast per visit, not per render.
  useEffect(() => {
    if (!fromReset || shown.current) return;
    shown.current = true;
    notify({ kind: 'success', message: success.passwordReset });
  }, [fromReset, notify]);

  const continueUrl = safeContinueUrl(addressBarQuery().get('continue_url'));
  return <LoginPage key={continueUrl} continueUrl={continueUrl} onSignedIn={onSignedIn} />;
}

function SignUpRoute() {
  useSearch(); // re-render on a new query
  const continueUrl = safeContinueUrl(addressBarQuery().get('continue_url'));
  return <SignUpPage key={continueUrl} continueUrl={continueUrl} onSignedIn={useSignedIn()} />;
}

function PasswordResetRoute() {
  const query = useQuery();
  const { notify } = useToast();
  // Rendered as such (the screen, the link back), so read as hydration sees it: a reset link's page
  // hydrates the pre-rendered e-mail screen, then starts again on the password screen.
  const authorization = query.get('authorization') || null;
  const continueUrl = safeContinueUrl(query.get('continue_url'));
  return (
    <PasswordResetPage
      key={authorization}
      authorization={authorization}
      continueUrl={continueUrl}
      notify={notify}
    />
  );
}

/** /logout performs the logout, then goes to sign-in. */
function LogoutRoute() {
  const session = useSession();
  const status = useSessionStatus();
  useEffect(() => {
    // Issue 21: the local copies of what this agent typed do not outlive the session on this browser.
    const agentId = session.getSnapshot().context.agent?.agentId;
    // Loaded here, not with the shell: the public pages' first load stays without the local-copy storage.
    if (agentId !== undefined) void import('../services/typed-drafts.ts').then(({ typedDrafts }) => typedDrafts.forgetAgent(agentId));
    session.send({ type: 'session.signOut' });
  }, [session]);
  return status === 'signedOut' ? <Redirect to={paths.login()} replace /> : <Splash />;
}

const parseStep = (value: string | null): OnboardingStep | null => (value === '1' ? 1 : value === '2' ? 2 : value === '3' ? 3 : null);

/**
 * A completed profile has nothing to onboard, unless a media connection sends the agent back
 * (from=async_media). Decided on arrival: step 1's save completes the profile, and the steps after
 * it must stay open when the session's agent is refreshed.
 */
function OnboardingRoute() {
  const query = useQuery();
  const agent = useAgent();
  const session = useSession();
  const { notify } = useToast();
  const [sendHome] = useState(() => agent?.profileCompleted === true && query.get('from') !== 'async_media');
  if (sendHome) return <Redirect to={paths.home()} replace />;
  if (agent === null) return null;
  return (
    <OnboardingPage
      agent={agent}
      requestedStep={parseStep(query.get('step'))}
      from={query.get('from')}
      notify={notify}
      refreshAgent={() => session.send({ type: 'session.refresh' })}
    />
  );
}

/** /account?section=integrations|profile|security|sessions (spec 02 §2.5, issue 21; anything else is the default, integrations). */
function AccountRoute() {
  const query = useQuery();
  const agent = useAgent();
  const session = useSession();
  const { notify } = useToast();
  if (agent === null) return null;
  return (
    <AccountPage
      agent={agent}
      section={ACCOUNT_SECTIONS.find((section) => section === query.get('section')) ?? 'integrations'}
      notify={notify}
      onAgentSaved={(saved) => session.send({ type: 'session.agentUpdated', agent: saved })}
    />
  );
}

/**
 * /oauth/authorize/{instagram,facebook} (spec 03 §2): the query as the page's input (the page, a
 * chunk of its own, reads it; the router's chunk stays small). A new query (a retry that comes
 * back with a new code) starts a new machine.
 */
function OAuthCallbackRoute({ provider }: { provider: 'instagram' | 'facebook' }) {
  const search = useSearch();
  return <OAuthCallbackPage key={search} provider={provider} query={addressBarQuery()} />;
}

/**
 * /facebook/data-delete and /instagram/data-delete: public; a signed-in agent deletes that
 * connection with the page's confirm button (issue 20); `?code=` shows a provider request's status.
 */
function DataDeletionRoute({ provider }: { provider: 'instagram' | 'facebook' }) {
  const query = useQuery();
  const status = useSessionStatus();
  return (
    <DataDeletionConfirmationPage
      key={status}
      provider={provider}
      signedIn={status === 'signedIn'}
      from={query.get('from')}
      disconnected={query.get('disconnected') === '1'}
      code={query.get('code') || null}
    />
  );
}

/**
 * /property-editor/{propertyDraftId}/create?section=…&validation_error=true (spec 03 §2): a new
 * draft id is a new editor; a new `section` (unknown values fall back) only opens another tool.
 */
function PropertyEditorRoute() {
  const { draftId = '' } = useParams<{ draftId: string }>();
  const query = useQuery();
  const agent = useAgent();
  const { notify } = useToast();
  if (agent === null) return null;
  const section = query.get('section');
  return (
    <Suspense fallback={<Splash />}>
      <EditorPage
        key={draftId}
        draftId={draftId}
        section={isEditorSection(section) ? section : DEFAULT_EDITOR_SECTION}
        validationError={query.get('validation_error') === 'true'}
        agent={agent}
        notify={notify}
      />
    </Suspense>
  );
}

/** The agent pages that share the shell: /dashboard and the four areas with everything below them. */
const SHELL_PATHS = anyRouteRegExp(Object.values(SHELL_ROUTES));

const PageSpinner = () => <Spinner $size={28} />;

/** Every agent page inside one shell, so moving between them keeps the sidebar's actor. */
function ShellArea() {
  const agent = useAgent();
  const { notify } = useToast();
  if (agent === null) return null;
  return (
    <Shell agent={agent} initialCollapsed={readSidebarCollapsed()}>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path={patterns.dashboard}>
            <DashboardPage agent={agent} />
          </Route>
          <Route path={patterns.draftList}>
            <DraftsListPage notify={notify} />
          </Route>
          <Route path={patterns.draftCreate}>
            <CreateDraftPage />
          </Route>
          <Route path={patterns.draftPublishing}>
            {(params) => <PublishingPage key={params.draftId} draftId={params.draftId} />}
          </Route>
          <Route path={patterns.propertyList}>
            <PropertiesListPage />
          </Route>
          <Route path={patterns.propertyView}>
            {(params) => <PropertyViewPage key={params.propertyId} propertyId={params.propertyId} slug={params.slug} />}
          </Route>
          <Route path={patterns.properties}>
            <ComingSoon title={shell.nav.properties} />
          </Route>
          <Route path={patterns.customerList}>
            <CustomersListPage />
          </Route>
          <Route path={patterns.customerCreate}>
            <CustomerCreatePage notify={notify} />
          </Route>
          <Route path={patterns.customerView}>
            {(params) => <CustomerViewPage key={params.slug} slug={params.slug} notify={notify} />}
          </Route>
          <Route path={patterns.customerEdit}>
            {(params) => <CustomerEditPage key={params.slug} slug={params.slug} notify={notify} />}
          </Route>
          <Route path={patterns.customers}>
            <Redirect to={paths.customers()} replace />
          </Route>
          <Route path={patterns.account}>
            <AccountRoute />
          </Route>
        </Switch>
      </Suspense>
    </Shell>
  );
}

/** What each top-level route of the shared table renders (the table's keys, no more, no fewer). */
const TOP_LEVEL_PAGES: Readonly<Record<TopLevelRoute, ReactNode>> = {
  home: <Home />,
  login: (
    <PublicOnly>
      <LoginRoute />
    </PublicOnly>
  ),
  signUp: (
    <PublicOnly>
      <SignUpRoute />
    </PublicOnly>
  ),
  passwordReset: (
    <PublicOnly>
      <PasswordResetRoute />
    </PublicOnly>
  ),
  // Public whatever the session (issue 8): no guard.
  terms: <TermsPage />,
  privacy: <PrivacyPage />,
  facebookDataDeletionInstructions: <FacebookDataDeletionPage />,
  instagramDataDeletionInstructions: <InstagramDataDeletionPage />,
  instagramCallback: (
    <Private>
      <OAuthCallbackRoute provider="instagram" />
    </Private>
  ),
  facebookCallback: (
    <Private>
      <OAuthCallbackRoute provider="facebook" />
    </Private>
  ),
  facebookDataDeletion: <DataDeletionRoute provider="facebook" />,
  instagramDataDeletion: <DataDeletionRoute provider="instagram" />,
  logout: <LogoutRoute />,
  onboarding: (
    <Private>
      <OnboardingRoute />
    </Private>
  ),
  propertyEditor: (
    <Private>
      <PropertyEditorRoute />
    </Private>
  ),
};

const TOP_LEVEL = Object.entries(TOP_LEVEL_ROUTES) as [TopLevelRoute, string][];

/**
 * The routes of spec 01 §2 with their guards, from the route table the server shares
 * (src/schema/app-routes.ts); anything else is the 404 page, which the server also answers with
 * status 404. The splash shows only while a stored token is being checked (without a token the
 * session starts signed out), and not on the pre-rendered pages: the public-only ones keep the
 * page meanwhile (their guard), the legal ones need no session at all.
 */
export function AppRoutes() {
  // The pages that follow the token's check render as a transition, in slices between which the
  // browser stays responsive (one long task of a phone's CPU otherwise), the splash shown meanwhile.
  const status = useDeferredValue(useSessionStatus());
  const prerenderedPage = usePrerenderedPage();
  if (status === 'checking' && !prerenderedPage) return <Splash />;

  return (
    <Suspense fallback={<Splash />}>
      <Switch>
        {TOP_LEVEL.map(([name, path]) => (
          <Route key={name} path={path}>
            {TOP_LEVEL_PAGES[name]}
          </Route>
        ))}
        <Route path={SHELL_PATHS}>
          <Private>
            <ShellArea />
          </Private>
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
      <Live />
    </Suspense>
  );
}
