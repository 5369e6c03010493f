import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Link } from 'wouter';
import { Spinner } from './Spinner.tsx';
import { UNTIL_LIVE_ATTRIBUTE } from '../../schema/app-document.ts';
import { useHydrated } from './useHydrated.ts';

/** `danger`: the one style of a destructive action (delete, archive), used by ConfirmDialog. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
      color: ${({ theme }) => theme.colors.onPrimary};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.background};
      color: ${({ theme }) => theme.colors.text};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.danger};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.dangerHover};
      border-color: ${({ theme }) => theme.colors.dangerHover};
      color: ${({ theme }) => theme.colors.onPrimary};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
};

/** Transient style props of anything drawn as a button. */
export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $block?: boolean;
}

export const buttonStyle = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s ease;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary' }) => variants[$variant]}

  &:disabled, &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyle}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
  /** Shows a spinner and marks the button busy; the caller also disables it. */
  busy?: boolean;
  icon?: ReactNode;
}

/**
 * A submit button is disabled in the pre-rendered HTML (useHydrated): Enter before any JavaScript
 * runs must not submit natively. The entry enables it at once and holds its press until the page is
 * live (`data-until-live`, services/early-actions.ts).
 */
export function Button({ variant, block, busy = false, icon, children, type = 'button', disabled, ...rest }: ButtonProps) {
  const live = useHydrated();
  const untilLive = type === 'submit' && !live;
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $block={block}
      aria-busy={busy || undefined}
      disabled={disabled || untilLive}
      {...{ [UNTIL_LIVE_ATTRIBUTE]: untilLive && !disabled ? '' : undefined }}
      {...rest}
    >
      {busy ? <Spinner /> : icon}
      {children}
    </StyledButton>
  );
}

/** An in-app link that looks like a button (wouter client-side navigation). */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyle}
`;
