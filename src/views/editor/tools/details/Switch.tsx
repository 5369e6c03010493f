import styled from 'styled-components';

/**
 * An on/off switch: a native checkbox with role="switch" (Space toggles it, its label names it),
 * drawn as a track and a knob.
 */
const Track = styled.input.attrs({ type: 'checkbox', role: 'switch' })`
  appearance: none;
  flex: none;
  position: relative;
  width: 44px;
  height: 26px;
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.border};
  cursor: pointer;
  transition: background-color 0.15s ease;

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 0 1px 2px rgba(27, 37, 48, 0.3);
    transition: transform 0.15s ease;
  }

  &:checked {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:checked::after { transform: translateX(18px); }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &::after { transition: none; }
  }
`;

export function Switch({ id, checked, onToggle, describedBy }: { id: string; checked: boolean; onToggle: () => void; describedBy?: string }) {
  return <Track id={id} checked={checked} onChange={onToggle} aria-describedby={describedBy} />;
}
