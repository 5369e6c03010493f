import { useEffect } from 'react';

/** Sets document.title (already suffixed with the product name by es.product.title). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
