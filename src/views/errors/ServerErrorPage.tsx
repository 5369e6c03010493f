import styled from 'styled-components';
import { errorPages } from '../../i18n/es.ts';
import { buttonStyle, type ButtonStyleProps } from '../ui/Button.tsx';
import { paths } from '../paths.ts';
import { Code, ErrorLayout } from './ErrorLayout.tsx';

/** A plain anchor: after a render failure a full page load is the safest way home. */
const HomeAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyle}
`;

/** The 500 page shown by the error boundary. It sets no title through hooks: it may render after hooks broke. */
export function ServerErrorPage() {
  return (
    <ErrorLayout>
      <Code aria-hidden="true">500</Code>
      <h1>{errorPages.serverErrorText}</h1>
      <HomeAnchor href={paths.home()}>{errorPages.home}</HomeAnchor>
    </ErrorLayout>
  );
}
