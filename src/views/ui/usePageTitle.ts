import { createContext, useContext, useEffect } from 'react';

/**
 * Where a page hands its title when React renders it outside a browser: the build's pre-render
 * collects it for the page's `<title>`. In the browser there is no sink.
 */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets document.title (already suffixed with the product name by es.product.title). */
export function usePageTitle(title: string): void {
  useContext(PageTitleSink)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
