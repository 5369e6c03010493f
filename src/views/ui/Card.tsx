import styled from 'styled-components';
import { media } from './media.ts';

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space.lg};

  ${media.md`
    padding: ${({ theme }) => theme.space.xl};
  `}
`;
