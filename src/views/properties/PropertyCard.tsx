import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Link } from 'wouter';
import { propertyCardTexts as texts } from '../../i18n/properties.ts';
import {
  bathroomsText,
  bedroomsText,
  locationText,
  operationText,
  priceText,
  sizeText,
  titleText,
  typeText,
  type CardBadge,
  type PropertyCardData,
} from './propertyCardText.ts';

/**
 * One property of a list (spec 03 §2): thumbnail, title, type, location and state, bedrooms,
 * bathrooms, size in mt2, price in USD and 'Alquiler' / 'Venta'. The drafts list gives it a badge
 * and the editor's address; the published list gives the property view's address.
 *
 * The title is the link (a card's accessible name stays short), stretched over the whole card.
 */

/** The grid cell: the card adapts to its own width (container queries), not the window's. */
export const PropertyCardCell = styled.li`
  container: property-card / inline-size;
  min-width: 0;
`;

const Article = styled.article`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition: border-color 0.15s ease, transform 0.15s ease;

  &:hover { border-color: ${({ theme }) => theme.colors.primary}; transform: translateY(-1px); }
  &:has(a:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover { transform: none; }
  }
`;

/** Spec 03 §4: thumbnails are drawn on a 596×446 canvas. */
const Media = styled.div`
  position: relative;
  aspect-ratio: 596 / 446;
  background: ${({ theme }) => theme.colors.primarySoft};

  img { display: block; width: 100%; height: 100%; object-fit: cover; }
`;

const badgeTone = {
  pending: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  `,
  publishing: css`
    background: #fff4e0;
    color: #7a4a00;
    border-color: ${({ theme }) => theme.colors.accent};
  `,
  published: css`
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
    border-color: ${({ theme }) => theme.colors.success};
  `,
} as const;

const Badge = styled.span<{ $tone: CardBadge }>`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  left: ${({ theme }) => theme.space.xs};
  max-width: calc(100% - 1rem);
  padding: 0.125rem ${({ theme }) => theme.space.xs};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1.5;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  ${({ $tone }) => badgeTone[$tone]}
`;

/**
 * A card's own action (the drafts list's 'Eliminar borrador') at the photo's top right. Last in the
 * card, so it paints above the title link's cover (no z-index of its own: theme.layers).
 */
const CardAction = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm};

  @container property-card (min-width: 240px) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const PriceRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `0 ${theme.space.xs}`};
`;

const Price = styled.span<{ $missing: boolean }>`
  font-weight: 700;
  font-size: ${({ theme, $missing }) => ($missing ? theme.fontSizes.sm : theme.fontSizes.lg)};
  color: ${({ theme, $missing }) => ($missing ? theme.colors.muted : theme.colors.text)};
`;

const Operation = styled.span<{ $missing: boolean }>`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $missing }) => ($missing ? theme.colors.background : theme.colors.primarySoft)};
  color: ${({ theme, $missing }) => ($missing ? theme.colors.muted : theme.colors.primary)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1.6;
  white-space: nowrap;
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.3;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &:focus-visible { outline: none; }
  /* The whole card is the link's target. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Line = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Facts = styled.ul`
  list-style: none;
  margin: auto 0 0;
  padding: ${({ theme }) => theme.space.xs} 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.xxs}; white-space: nowrap; }
  svg { flex: none; color: ${({ theme }) => theme.colors.muted}; }
`;

const FactIcon = ({ d }: { d: string }) => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);

const BED = 'M3 18V7M3 14h18v4M21 14v-2a3 3 0 0 0-3-3h-7v5M7 11.5h.01';
const BATH = 'M4 12h16v2a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM6 12V5.5A1.5 1.5 0 0 1 9 5M7 19l-1 2M17 19l1 2';
const AREA = 'M4 4h16v16H4zM4 9h3M4 14h3M9 4v3M14 4v3';
const PIN = 'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z';

const LocationLine = styled(Line)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};

  span { overflow: hidden; text-overflow: ellipsis; }
  svg { flex: none; }
`;

/** A drawn house for a draft without photos yet: intentional, not a broken image. */
function PlaceholderIllustration() {
  return (
    <svg viewBox="0 0 160 120" width="100%" height="100%" role="img" aria-label={texts.noThumbnail} focusable="false">
      <rect width="160" height="120" fill="#e3f1f3" />
      <path d="M0 96h160v24H0z" fill="#cfe6ea" />
      <path d="M52 58 80 36l28 22v38H52z" fill="#ffffff" stroke="#0b5c6b" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M46 62 80 34l34 28" fill="none" stroke="#0b5c6b" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="73" y="72" width="14" height="24" rx="1.5" fill="#c7852a" />
      <rect x="58" y="64" width="10" height="10" rx="1" fill="#cfe6ea" stroke="#0b5c6b" strokeWidth="1.5" />
      <rect x="92" y="64" width="10" height="10" rx="1" fill="#cfe6ea" stroke="#0b5c6b" strokeWidth="1.5" />
      <circle cx="128" cy="30" r="9" fill="#f3d9a8" />
    </svg>
  );
}

export interface PropertyCardProps {
  property: PropertyCardData;
  href: string;
  /** The drafts list's status badge ('Editar borrador', 'Publicando', 'Publicado'); none on the published list. */
  badge?: CardBadge;
  /** The title while there is none: 'Borrador sin título' unless the list says otherwise. */
  untitled?: string;
  /** Issue 21: below the facts (the published list: each network's post status). */
  footer?: ReactNode;
  /** A button of the card's own, drawn over its photo's top right corner (issue 21: 'Eliminar borrador'). */
  action?: ReactNode;
}

export function PropertyCard({ property, href, badge, untitled, footer, action }: PropertyCardProps) {
  return (
    <Article>
      <Media>
        {property.thumbnail ? (
          <img src={property.thumbnail} alt="" loading="lazy" decoding="async" width={596} height={446} />
        ) : (
          <PlaceholderIllustration />
        )}
        {badge !== undefined && <Badge $tone={badge}>{texts.badge[badge]}</Badge>}
      </Media>
      <Body>
        <PriceRow>
          <Price $missing={property.price === null}>{priceText(property.price)}</Price>
          <Operation $missing={property.operationType === null}>{operationText(property.operationType)}</Operation>
        </PriceRow>
        <Title>
          <TitleLink href={href}>{titleText(property, untitled)}</TitleLink>
        </Title>
        <Line>{typeText(property)}</Line>
        <LocationLine>
          <FactIcon d={PIN} />
          <span>{locationText(property)}</span>
        </LocationLine>
        <Facts>
          <li>
            <FactIcon d={BED} />
            {bedroomsText(property)}
          </li>
          <li>
            <FactIcon d={BATH} />
            {bathroomsText(property)}
          </li>
          <li>
            <FactIcon d={AREA} />
            {sizeText(property.size)}
          </li>
        </Facts>
        {footer}
      </Body>
      {action !== undefined && <CardAction>{action}</CardAction>}
    </Article>
  );
}
