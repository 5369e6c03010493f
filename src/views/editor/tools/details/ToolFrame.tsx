import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ListEmpty, ListError } from '../../../ui/ListState.tsx';
import { SkeletonGrid } from '../../../ui/Skeleton.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { VisuallyHidden } from '../../../ui/VisuallyHidden.ts';

/** A tool's card: its heading and one line on what it is for, then its content. */
const Frame = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 960px;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};

  h2 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
  p { color: ${({ theme }) => theme.colors.muted}; }
`;

export function ToolFrame({ heading, intro, children }: { heading: string; intro: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Frame aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>{heading}</h2>
        <p>{intro}</p>
      </Header>
      {children}
    </Frame>
  );
}

const Quiet = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.primary};
`;

export interface ReferenceListView {
  readonly loading: boolean;
  readonly skeleton: boolean;
  readonly failed: boolean;
  readonly empty: boolean;
  readonly retryVisible: boolean;
}

/**
 * An editor data list's states (spec 03 §4: loading, loaded, empty, error with retry): a spinner
 * that turns into a skeleton after the list machine's 500 ms, the error with 'Reintentar', the
 * empty text, or the loaded content.
 */
export function ReferenceListState({
  list,
  texts,
  onRetry,
  children,
}: {
  list: ReferenceListView;
  texts: { readonly loadFailed: string; readonly retry: string; readonly loading: string; readonly empty: string };
  onRetry: () => void;
  children: ReactNode;
}) {
  if (list.loading) {
    return list.skeleton ? (
      <SkeletonGrid count={4} />
    ) : (
      <Quiet role="status">
        <Spinner $size={24} />
        <VisuallyHidden>{texts.loading}</VisuallyHidden>
      </Quiet>
    );
  }
  if (list.failed) return <ListError message={texts.loadFailed} retryLabel={texts.retry} retryVisible={list.retryVisible} onRetry={onRetry} />;
  if (list.empty) return <ListEmpty>{texts.empty}</ListEmpty>;
  return <>{children}</>;
}
