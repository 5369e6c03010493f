import styled from 'styled-components';
import { Link } from 'wouter';
import { product } from '../../i18n/es.ts';
import { media } from './media.ts';

/** The brand mark: a roof over an open door, drawn to read at 20 px as well as at 64 px. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b5c6b" />
      <path d="M6 15.5 16 7l10 8.5" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M9.5 14v10.5h13V14" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinejoin="round" />
      <rect x="14" y="17.5" width="4" height="7" rx="1" fill="#c7852a" />
    </svg>
  );
}

const Wordmark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.text};

  svg { flex: none; }
`;

/** Read aloud everywhere, shown from 640 px up. */
const NameFromSm = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;

  ${media.sm`
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
  `}
`;

/**
 * Mark plus the product name; the name is the accessible text. `nameFrom="sm"` keeps the name
 * for screen readers only on phones, where the header has no room for it.
 */
export function Logo({ size = 32, nameFrom }: { size?: number; nameFrom?: 'sm' }) {
  return (
    <Wordmark>
      <LogoMark size={size} />
      {nameFrom === 'sm' ? <NameFromSm>{product.name}</NameFromSm> : <span>{product.name}</span>}
    </Wordmark>
  );
}

/**
 * The logo as a link home (the shell's top bar, the onboarding header): the caller gives the
 * address and an accessible name that starts with the product name the logo shows.
 */
export const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.md};
  text-decoration: none;
`;
