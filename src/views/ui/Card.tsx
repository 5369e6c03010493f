import styled, { css } from 'styled-components';
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

/** A whole card that is a link (a dashboard tile, a customer card): the card's frame plus a hover lift. */
export const linkCardStyles = css`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: border-color 0.15s ease, transform 0.15s ease;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.primary};
    transform: translateY(-1px);
  }
`;
