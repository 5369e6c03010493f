import styled from 'styled-components';
import { media } from '../ui/media.ts';

/** Pieces the account page's sections share. */

/** A section's buttons: full width on a phone, at the end of the row from `sm` up. */
export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;

  & > * { flex: 1 1 auto; }
  ${media.sm`
    & > * { flex: 0 0 auto; }
  `}
`;

/** A section's spinner while its data loads. */
export const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.primary};
`;
