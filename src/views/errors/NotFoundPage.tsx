import { errorPages, product } from '../../i18n/es.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { usePageTitle } from '../ui/usePageTitle.ts';
import { paths } from '../paths.ts';
import { Code, ErrorLayout } from './ErrorLayout.tsx';

export function NotFoundPage() {
  usePageTitle(product.title(errorPages.notFoundTitle));
  return (
    <ErrorLayout>
      <Code aria-hidden="true">404</Code>
      <h1>{errorPages.notFoundTitle}</h1>
      <p>{errorPages.notFoundText}</p>
      <ButtonLink href={paths.home()}>{errorPages.home}</ButtonLink>
    </ErrorLayout>
  );
}
