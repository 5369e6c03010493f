import styled from 'styled-components';
import type { ListingContent } from '../../schema/property.ts';
import { previewTexts as texts } from '../../i18n/listing.ts';
import { addressText, highlights, listingPrice, listingSize, operationBadge, placeText } from './listingText.ts';
import { Card, Facts, Muted } from './styles.ts';

const Badge = styled.span`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.25;
  overflow-wrap: anywhere;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Address = styled.p`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Divider = styled.hr`
  width: 100%;
  margin: ${({ theme }) => `${theme.space.xs} 0`};
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * The head of the listing (spec 03 §2 'Preview mode'): 'En renta' / 'En venta', the title, the
 * price, the address with its locality and state, '0 de visualizaciones', then the facts —
 * bathrooms, bedrooms, m², type, real-estate code and the WATER, PARKING, FURNISHED and BUILD_YEAR
 * details. Unknown counts read 0, as on the cards.
 */
export function ListingSummary({ listing }: { listing: ListingContent }) {
  const place = placeText(listing.address);
  return (
    <Card aria-labelledby="listing-title">
      <Badge>{operationBadge(listing.operationType)}</Badge>
      <Title id="listing-title">{listing.title?.trim() || texts.noTitle}</Title>
      <Price>{listingPrice(listing.price)}</Price>
      <div>
        <Address>{addressText(listing.address)}</Address>
        {place && <Muted>{place}</Muted>}
      </div>
      <Muted>{texts.views}</Muted>
      <Divider />
      <Facts>
        <div>
          <dt>{texts.bathrooms}</dt>
          <dd>{listing.bathrooms ?? 0}</dd>
        </div>
        <div>
          <dt>{texts.bedrooms}</dt>
          <dd>{listing.bedrooms ?? 0}</dd>
        </div>
        <div>
          <dt>{texts.size}</dt>
          <dd>{listingSize(listing.size)}</dd>
        </div>
        <div>
          <dt>{texts.propertyType}</dt>
          <dd>{listing.propertyType ?? texts.noType}</dd>
        </div>
        <div>
          <dt>{texts.code}</dt>
          <dd>{listing.code?.trim() || texts.noCode}</dd>
        </div>
        {highlights(listing.details).map((detail) => (
          <div key={detail.propertyDetailId}>
            <dt>{detail.propertyDetailType.name}</dt>
            <dd>{detail.value}</dd>
          </div>
        ))}
      </Facts>
    </Card>
  );
}
