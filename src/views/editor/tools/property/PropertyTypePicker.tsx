import { useId } from 'react';
import styled from 'styled-components';
import type { PropertyType } from '../../../../schema/property-reference.ts';
import { FieldError, FieldLabel } from '../../../ui/TextField.tsx';
import { media } from '../../../ui/media.ts';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  legend { padding: 0; margin-bottom: ${({ theme }) => theme.space.xs}; }
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};

  ${media.sm`
    grid-template-columns: repeat(3, minmax(0, 1fr));
  `}
  ${media.lg`
    grid-template-columns: repeat(5, minmax(0, 1fr));
  `}
`;

/** A radio drawn as a card with the type's picture: the input stays in the page so arrows and Space work. */
const Card = styled.label`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-align: center;
  cursor: pointer;

  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
    margin: 0;
  }

  img {
    width: 100%;
    max-width: 96px;
    aspect-ratio: 1;
    object-fit: contain;
  }

  &:hover { background: ${({ theme }) => theme.colors.primarySoft}; }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The property type (spec 03 §2 'type picker with pictures'): one card per type, a radio group. */
export function PropertyTypePicker({
  legend,
  types,
  value,
  error,
  onChoose,
}: {
  legend: string;
  types: readonly PropertyType[];
  value: string | null;
  error: string | null;
  onChoose: (propertyTypeId: string) => void;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <Group aria-describedby={error ? errorId : undefined}>
      <FieldLabel as="legend">{legend}</FieldLabel>
      <Cards>
        {types.map((type) => (
          <Card key={type.propertyTypeId}>
            <input
              type="radio"
              name={name}
              value={type.propertyTypeId}
              checked={type.propertyTypeId === value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChoose(type.propertyTypeId)}
            />
            <img src={type.pictureUrl} alt="" width={96} height={96} loading="lazy" decoding="async" />
            <span>{type.name}</span>
          </Card>
        ))}
      </Cards>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Group>
  );
}
