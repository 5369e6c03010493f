import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { BOOT_SPLASH_ATTRIBUTE } from '../schema/app-document.ts';
import { Splash } from '../views/ui/Splash.tsx';
import { PageTitleSink } from '../views/ui/usePageTitle.ts';
import { App } from './App.tsx';
import { GlobalStyle } from './GlobalStyle.ts';
import { theme } from './theme.ts';
import { preloadPageOf, publicPageModule } from './pages.ts';

export { agentRouteHints, type AgentRouteHint } from './pages.ts';

/** One public page as the build writes it into its HTML file. */
export interface RenderedPage {
  /** The markup of `#root`. */
  readonly html: string;
  /** styled-components' `<style>` elements for that markup (the browser takes them over). */
  readonly styles: string;
  /** What the page's usePageTitle asked for. */
  readonly title: string | null;
  /** The page's module (from the project root), whose chunk the HTML preloads. */
  readonly module: string | null;
}

/**
 * Renders a public page (`/login`…) as the browser's first render will hydrate it: no token
 * (signed out), no query, nothing of the per-server configuration. Run by the build, in Node
 * (`build/prerender.ts`), never in the browser.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  await preloadPageOf(path);
  let title: string | null = null;
  const { html, styles } = renderWithStyles(
    <PageTitleSink.Provider value={(value) => (title = value)}>
      <StrictMode>
        <App ssrPath={path} />
      </StrictMode>
    </PageTitleSink.Provider>,
  );
  return { html, styles, title, module: publicPageModule(path) };
}

/**
 * The loading splash as the app's first render draws it (the same styles, so the swap does not
 * show), wrapped in the element the entry recognises (schema/app-document.ts): the build puts it
 * in the shell the server sends a returning agent.
 */
export function renderBootSplash(): Pick<RenderedPage, 'html' | 'styles'> {
  return renderWithStyles(
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <div {...{ [BOOT_SPLASH_ATTRIBUTE]: '' }}>
        <Splash />
      </div>
    </ThemeProvider>,
  );
}

function renderWithStyles(element: ReactElement): Pick<RenderedPage, 'html' | 'styles'> {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
