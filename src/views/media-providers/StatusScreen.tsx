import type { ReactNode } from 'react';
import styled from 'styled-components';
import { product } from '../../i18n/es.ts';
import { ErrorLayout } from '../errors/ErrorLayout.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { usePageTitle } from '../ui/usePageTitle.ts';
import { useFocusOnChange } from '../ui/useFocusOnChange.ts';

/**
 * The frame of the callback and data-deletion pages: outside the shell like the 404 page (the
 * same layout: logo, one centred message), a heading that takes focus when the view changes
 * (spinner → success or error), and its buttons.
 */

const Busy = styled.div`
  color: ${({ theme }) => theme.colors.primary};
`;

export const ScreenActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  &:focus { outline: none; }
`;

export interface StatusScreenProps {
  readonly pageTitle: string;
  /** Which view shows: focus moves to the heading when it changes. */
  readonly view: string;
  readonly heading: string;
  readonly busy?: boolean;
  readonly children?: ReactNode;
}

export function StatusScreen({ pageTitle, view, heading, busy = false, children }: StatusScreenProps) {
  usePageTitle(product.title(pageTitle));
  const headingRef = useFocusOnChange<HTMLHeadingElement>(view);
  return (
    <ErrorLayout>
      {busy && (
        <Busy>
          <Spinner $size={40} />
        </Busy>
      )}
      <div role="status" aria-busy={busy || undefined}>
        <Heading ref={headingRef} tabIndex={-1}>
          {heading}
        </Heading>
      </div>
      {children}
    </ErrorLayout>
  );
}
