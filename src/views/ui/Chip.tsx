import { useId } from 'react';
import styled from 'styled-components';
import { FieldLabel } from './TextField.tsx';

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

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A radio drawn as a pill: the input stays in the page (visually hidden) so arrows and Space work. */
const ChipLabel = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  user-select: none;

  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
    margin: 0;
  }

  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &:hover:not(:has(input:checked)) { background: ${({ theme }) => theme.colors.primarySoft}; }
`;

export interface ChipOption {
  readonly value: string;
  readonly label: string;
}

export interface ChipGroupProps {
  legend: string;
  options: readonly ChipOption[];
  value: string;
  onValueChange: (value: string) => void;
  disabled?: boolean;
}

/** One choice among a few, shown as chips (a radio group under a legend). */
export function ChipGroup({ legend, options, value, onValueChange, disabled }: ChipGroupProps) {
  const name = useId();
  return (
    <Group disabled={disabled}>
      <FieldLabel as="legend">{legend}</FieldLabel>
      <Row>
        {options.map((option) => (
          <ChipLabel key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onValueChange(option.value)}
            />
            {option.label}
          </ChipLabel>
        ))}
      </Row>
    </Group>
  );
}
