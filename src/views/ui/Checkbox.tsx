import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useValueTypedEarly } from './useValueTypedEarly.ts';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export function Checkbox({
  label,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const inputRef = useValueTypedEarly<HTMLInputElement, boolean>((input) => input.checked, checked, onCheckedChange);
  return (
    <Row>
      <input ref={inputRef} id={id} type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onCheckedChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </Row>
  );
}
