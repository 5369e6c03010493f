import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { PageTitleSink } from '../views/ui/usePageTitle.ts';
import { App } from './App.tsx';
import { preloadPageOf, publicPageModule } from './pages.ts';

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
  const sheet = new ServerStyleSheet();
  let title: string | null = null;
  try {
    const html = renderToString(
      sheet.collectStyles(
        <PageTitleSink.Provider value={(value) => (title = value)}>
          <StrictMode>
            <App ssrPath={path} />
          </StrictMode>
        </PageTitleSink.Provider>,
      ),
    );
    return { html, styles: sheet.getStyleTags(), title, module: publicPageModule(path) };
  } finally {
    sheet.seal();
  }
}
