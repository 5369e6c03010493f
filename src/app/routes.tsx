import { Suspense, useEffect, useRef } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import type { SignedIn } from '../services/auth-api.ts';
import { readSidebarCollapsed } from '../services/cookies.ts';
import { shell, success } from '../i18n/es.ts';
import { Splash } from '../views/ui/Splash.tsx';
import { Spinner } from '../views/ui/Spinner.tsx';
import { paths, patterns, safeContinueUrl, type OnboardingStep } from '../views/paths.ts';
import { Private, PublicOnly } from './guards.tsx';
import {
  ComingSoon,
  CustomerCreatePage,
  CustomerEditPage,
  CustomersListPage,
  CustomerViewPage,
  DashboardPage,
  LoginPage,
  NotFoundPage,
  OnboardingPage,
  PasswordResetPage,
  Shell,
  SignUpPage,
} from './pages.ts';
import { useAgent, useSession, useSessionStatus } from './session.tsx';
import { useToast } from './toast.tsx';

const useQuery = (): URLSearchParams => new URLSearchParams(useSearch());

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

  return <LoginPage continueUrl={safeContinueUrl(query.get('continue_url'))} onSignedIn={onSignedIn} />;
}

function SignUpRoute() {
  const query = useQuery();
  return <SignUpPage continueUrl={safeContinueUrl(query.get('continue_url'))} onSignedIn={useSignedIn()} />;
}

function PasswordResetRoute() {
  const query = useQuery();
  const { notify } = useToast();
  const authorization = query.get('authorization');
  return (
    <PasswordResetPage
      authorization={authorization === '' ? null : authorization}
      continueUrl={safeContinueUrl(query.get('continue_url'))}
      notify={notify}
    />
  );
}

/** /logout performs the logout, then goes to sign-in. */
function LogoutRoute() {
  const session = useSession();
  const status = useSessionStatus();
  useEffect(() => {
    session.send({ type: 'session.signOut' });
  }, [session]);
  return status === 'signedOut' ? <Redirect to={paths.login()} replace /> : <Splash />;
}

const parseStep = (value: string | null): OnboardingStep => (value === '2' ? 2 : value === '3' ? 3 : 1);

/** A completed profile has nothing to onboard, unless a media connection sends the agent back (from=async_media). */
function OnboardingRoute() {
  const query = useQuery();
  const agent = useAgent();
  if (agent?.profileCompleted && query.get('from') !== 'async_media') return <Redirect to={paths.home()} replace />;
  return <OnboardingPage step={parseStep(query.get('step'))} />;
}

/** The agent pages that share the shell: /dashboard and the four areas with everything below them. */
const SHELL_PATHS = /^\/(?:dashboard\/?|(?:properties|property-editor|customers|account)(?:\/.*)?)$/i;

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
          <Route path={patterns.propertyEditor}>
            <ComingSoon title={shell.nav.newProperty} />
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
            <ComingSoon title={shell.nav.settings} />
          </Route>
        </Switch>
      </Suspense>
    </Shell>
  );
}

/** The routes of spec 01 §2 with their guards; anything else is the 404 page. */
export function AppRoutes() {
  const status = useSessionStatus();
  if (status === 'checking') return <Splash />;

  return (
    <Suspense fallback={<Splash />}>
      <Switch>
        <Route path={patterns.home}>
          <Home />
        </Route>
        <Route path={patterns.login}>
          <PublicOnly>
            <LoginRoute />
          </PublicOnly>
        </Route>
        <Route path={patterns.signUp}>
          <PublicOnly>
            <SignUpRoute />
          </PublicOnly>
        </Route>
        <Route path={patterns.passwordReset}>
          <PublicOnly>
            <PasswordResetRoute />
          </PublicOnly>
        </Route>
        <Route path={patterns.logout}>
          <LogoutRoute />
        </Route>
        <Route path={patterns.onboarding}>
          <Private>
            <OnboardingRoute />
          </Private>
        </Route>
        <Route path={SHELL_PATHS}>
          <Private>
            <ShellArea />
          </Private>
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
