import styled from 'styled-components';
import { media } from '../ui/media.ts';

/** The step's buttons: back and skip on one side, the main action on the other; stacked on phones. */
export const StepActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};

  & > * { flex: 1 1 100%; }
  ${media.sm`
    & > * { flex: 0 0 auto; }
  `}
`;

/** Pushes what follows it to the far end on wide screens. */
export const Spacer = styled.span`
  display: none;
  ${media.sm`
    display: block;
    flex: 1 1 auto;
  `}
`;
