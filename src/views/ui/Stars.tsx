import styled from 'styled-components';
import { StarIcon } from './actionIcons.tsx';

const Row = styled.span`
  display: inline-flex;
  gap: 2px;
  color: ${({ theme }) => theme.colors.accent};
`;

/** `filled` of `total` stars, read out by `label` ('2 de 3 estrellas'). */
export function Stars({ filled, total = 3, label }: { filled: number; total?: number; label: string }) {
  return (
    <Row role="img" aria-label={label}>
      {Array.from({ length: total }, (_, index) => (
        <StarIcon key={index} filled={index < filled} />
      ))}
    </Row>
  );
}
