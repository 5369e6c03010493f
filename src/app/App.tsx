import { ThemeProvider } from 'styled-components';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { GlobalStyle } from './GlobalStyle.ts';
import { InspectContext, type Inspect } from '../views/ui/inspect.ts';
import { AppRoutes } from './routes.tsx';
import { SessionProvider } from './session.tsx';
import { theme } from './theme.ts';
import { ToastProvider } from './toast.tsx';

/** The composition root: theme, the 500 boundary, the long-lived actors, then the routes. */
export function App({ inspect }: { inspect?: Inspect }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ErrorBoundary>
        <SessionProvider inspect={inspect}>
          <ToastProvider inspect={inspect}>
            <InspectContext.Provider value={inspect}>
              <AppRoutes />
            </InspectContext.Provider>
          </ToastProvider>
        </SessionProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
