import styled from 'styled-components';
import type { Tenant } from '../../../schema/tenant.ts';
import { customerInformationTexts as texts, customerLabels } from '../../../i18n/customers.ts';
import { formatAge } from '../format.ts';
import { documentText, phoneText } from './customerText.ts';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  div { min-width: 0; }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** The information block and section (spec 02 §2.3): every field with its 'Sin …' fallback. */
export function InformationList({ customer }: { customer: Tenant }) {
  const rows: readonly [string, string][] = [
    [texts.firstName, customer.firstName],
    [texts.lastName, customer.lastName],
    [texts.email, customer.emailAddress ?? texts.noEmail],
    [texts.phone, phoneText(customer) ?? texts.noPhone],
    [texts.sex, customerLabels.sex[customer.sex]],
    [texts.age, formatAge(customer.birthDate) ?? texts.noAge],
    [texts.document, documentText(customer) ?? texts.noDocument],
    [texts.type, customerLabels.tenantType[customer.tenantType]],
    [texts.state, customer.address.countryState ?? texts.noState],
    [texts.location, customer.address.location ?? texts.noLocation],
  ];
  return (
    <List>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
