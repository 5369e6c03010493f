import type { ReactNode } from 'react';
import styled from 'styled-components';

export type StatusTone = 'active' | 'inactive';

const Row = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
`;

const Dot = styled.span<{ $tone: StatusTone }>`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme, $tone }) => ($tone === 'active' ? theme.colors.success : theme.colors.borderStrong)};
`;

/** A coloured dot before a status text; the text carries the meaning, the dot is decorative. */
export function StatusDot({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <Row>
      <Dot $tone={tone} aria-hidden="true" />
      {children}
    </Row>
  );
}
