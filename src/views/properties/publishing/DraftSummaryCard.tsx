import { useMemo } from 'react';
import styled from 'styled-components';
import type { PropertyDraft } from '../../../schema/property-draft.ts';
import { publishingTexts as texts } from '../../../i18n/publishing.ts';
import { sanitizeRichText } from '../../editor/preview/sanitize.ts';
import { priceText } from '../propertyCardText.ts';

/**
 * The publishing page's left card (spec 03 §2): the draft's thumbnail, price, address, location,
 * bedrooms, bathrooms, size in m² and description (sanitised again before display, as the preview does).
 */

const Card = styled.section`
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** Spec 03 §4: thumbnails are drawn on a 596×446 canvas. */
const Thumb = styled.div`
  position: relative;
  aspect-ratio: 596 / 446;
  width: 100%;
  overflow: hidden;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;

  img { position: absolute; inset: 0; display: block; width: 100%; height: 100%; object-fit: cover; }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
`;

const Eyebrow = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Counts = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border-block: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Description = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;

  h3 { margin: 0 0 ${({ theme }) => theme.space.xxs}; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.muted}; }
  p { margin: 0 0 ${({ theme }) => theme.space.xs}; }
`;

const SIZE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const count = (value: number | null): number => (value !== null && Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0);
const text = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

export function DraftSummaryCard({ draft }: { draft: PropertyDraft }) {
  const description = useMemo(() => (draft.description ? sanitizeRichText(draft.description) : ''), [draft.description]);
  const location = [draft.address?.location, draft.address?.countryState].map(text).filter((part) => part !== null).join(', ');
  const bedrooms = count(draft.bedrooms);
  const bathrooms = count(draft.bathrooms);
  return (
    <Card aria-labelledby="publishing-summary-title">
      <Thumb>{draft.thumbnail !== null ? <img src={draft.thumbnail} alt="" /> : <span>{texts.noPhoto}</span>}</Thumb>
      <Body>
        <Eyebrow id="publishing-summary-title">{texts.summaryTitle}</Eyebrow>
        <Title>{text(draft.title) ?? texts.untitled}</Title>
        <Price>
          {draft.price !== null && draft.price > 0 ? priceText(draft.price) : texts.noPrice}
        </Price>
        <Facts>
          <dt>{texts.address}</dt>
          <dd>{text(draft.address?.address) ?? texts.noAddress}</dd>
          <dt>{texts.location}</dt>
          <dd>{location === '' ? texts.noAddress : location}</dd>
        </Facts>
        <Counts>
          <li>{`${bedrooms} ${texts.bedrooms(bedrooms)}`}</li>
          <li>{`${bathrooms} ${texts.bathrooms(bathrooms)}`}</li>
          <li>{draft.size !== null && draft.size > 0 ? texts.size(SIZE.format(draft.size)) : texts.noSize}</li>
        </Counts>
        {description !== '' && (
          <Description>
            <h3>{texts.description}</h3>
            <div dangerouslySetInnerHTML={{ __html: description }} />
          </Description>
        )}
      </Body>
    </Card>
  );
}
