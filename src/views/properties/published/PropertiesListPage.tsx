import { PROPERTIES_PAGE_SIZE, type PropertySummary } from '../../../schema/property.ts';
import { propertiesListTexts as texts } from '../../../i18n/listing.ts';
import { paths } from '../../paths.ts';
import { PostStatusList } from '../PostStatusList.tsx';
import { PropertyListPage } from '../PropertyListPage.tsx';
import { propertyQueryParams, type PropertyQuery } from '../propertyQuery.ts';
import { propertiesListMachine } from './propertiesList.ts';

const propertiesHref = (query: PropertyQuery): string => paths.properties(propertyQueryParams(query));

const cardOf = (property: PropertySummary) => ({
  key: property.propertyId,
  href: paths.propertyView({ slug: property.slug, propertyId: property.propertyId }),
  untitled: texts.untitled,
  // Issue 21: each network's post, compact.
  footer: <PostStatusList compact property={property} />,
});

/**
 * /properties, 'Mi lista de propiedades' (spec 03 §2): the agent's published properties with the
 * drafts list's filters and grid; each card leads to the property view. A card without a locality
 * or state reads 'Sin dirección' (the card's rule).
 */
export function PropertiesListPage() {
  return (
    <PropertyListPage
      refreshOnPublished
      texts={texts}
      idPrefix="property"
      hrefOf={propertiesHref}
      machine={propertiesListMachine}
      pageSize={PROPERTIES_PAGE_SIZE}
      cardOf={cardOf}
    />
  );
}
