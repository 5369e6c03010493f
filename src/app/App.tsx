import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { GlobalStyle } from './GlobalStyle.ts';
import { LeaveGuardDialog, TypedWorkProvider, useLeaveGuard } from './leave-guard.tsx';
import { InspectContext, type Inspect } from '../views/ui/inspect.ts';
import { AppRoutes } from './routes.tsx';
import { ConnectivityProvider } from './connection.tsx';
import { ReauthProvider } from './reauth.tsx';
import { SessionProvider } from './session.tsx';
import { theme } from './theme.ts';
import { ToastProvider } from './toast.tsx';

export interface AppProps {
  inspect?: Inspect;
  /** The path to render outside a browser (the build's pre-render); the browser's own otherwise. */
  ssrPath?: string;
}

/**
 * The composition root: theme, the 500 boundary, the long-lived actors, then the routes.
 *
 * `ssrSearch=""`: the build pre-renders public pages without a query (it cannot know one), so the
 * render that hydrates such a page must see an empty query too. wouter reads the query through
 * useSyncExternalStore, whose server snapshot this is: React uses it only while hydrating, then
 * renders again at once with the browser's real query. Pages rendered in the browser read the
 * real query from the start.
 */
export function App({ inspect, ssrPath }: AppProps) {
  // Issue 21: every in-app navigation passes the leave guard (unsaved typed work asks first).
  const { guard, aroundNav } = useLeaveGuard(inspect);
  return (
    <Router ssrPath={ssrPath} ssrSearch="" aroundNav={aroundNav}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ErrorBoundary>
          <SessionProvider inspect={inspect}>
            <ConnectivityProvider inspect={inspect}>
              <ToastProvider inspect={inspect}>
                <InspectContext.Provider value={inspect}>
                  <ReauthProvider inspect={inspect}>
                    <TypedWorkProvider>
                      <AppRoutes />
                    </TypedWorkProvider>
                  </ReauthProvider>
                  <LeaveGuardDialog guard={guard} />
                </InspectContext.Provider>
              </ToastProvider>
            </ConnectivityProvider>
          </SessionProvider>
        </ErrorBoundary>
      </ThemeProvider>
    </Router>
  );
}
