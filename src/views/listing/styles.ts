import styled from 'styled-components';

/** The pieces every section of the listing layout is built from. */

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  min-width: 0;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: ${({ theme }) => theme.space.lg};
  }

  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** Name and value pairs: the facts row, the details and the nearby places. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  div { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
  dt { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; overflow-wrap: anywhere; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
`;

/** A titled group inside a section (a category, a type of place). */
export const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  & + & {
    padding-top: ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
