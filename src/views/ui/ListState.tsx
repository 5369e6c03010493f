import type { ReactNode } from 'react';
import styled from 'styled-components';
import { connection } from '../../i18n/session.ts';
import { Button } from './Button.tsx';
import { useOnline } from './connection.ts';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/**
 * A list that could not load: the message, and a retry button while the machine offers one. While the
 * server cannot be reached the message says so ('Sin conexión', issue 21) instead of the generic one.
 */
export function ListError({
  message,
  retryLabel,
  retryVisible,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  /** The machine hides it for 10 s after each click. */
  retryVisible: boolean;
  onRetry: () => void;
}) {
  const online = useOnline();
  return (
    <Box role="alert">
      <p>{online ? message : connection.failed}</p>
      {retryVisible && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Box>
  );
}

/** A list with nothing to show. */
export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <Box role="status">
      <p>{children}</p>
    </Box>
  );
}
