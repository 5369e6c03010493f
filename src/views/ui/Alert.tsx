import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div<{ $kind: 'error' | 'success' }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.danger : theme.colors.success)};
  background: ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.dangerSoft : theme.colors.successSoft)};
  color: ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.danger : theme.colors.success)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
`;

/** A form-level message, announced as soon as it appears. */
export function Alert({ kind = 'error', children }: { kind?: 'error' | 'success'; children: ReactNode }) {
  return (
    <Box $kind={kind} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
