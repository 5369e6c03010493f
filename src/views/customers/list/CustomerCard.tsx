import styled from 'styled-components';
import { Link } from 'wouter';
import type { Tenant } from '../../../schema/tenant.ts';
import { customerLabels, customerListTexts } from '../../../i18n/customers.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { linkCardStyles } from '../../ui/Card.tsx';
import { media } from '../../ui/media.ts';
import { paths } from '../../paths.ts';

const CardLink = styled(Link)`
  height: 100%;
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  ${linkCardStyles}

  ${media.sm`
    padding: ${({ theme }) => theme.space.lg};
  `}
  /* A narrow card (three columns beside the sidebar) puts the avatar above the text. */
  @container customer-card (max-width: 279px) {
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/** The grid cell: the card adapts to its own width, not the window's. */
export const CustomerCardCell = styled.li`
  container: customer-card / inline-size;
`;

const Body = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Name = styled.span`
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const TypeLabel = styled.span`
  align-self: flex-start;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1.6;
`;

const Detail = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** 'V-12345678', or null when the customer has no document. */
export const documentText = ({ documentType, documentNumber }: Pick<Tenant, 'documentType' | 'documentNumber'>): string | null =>
  documentType !== null && documentNumber ? `${customerLabels.documentType[documentType]}-${documentNumber}` : null;

/** One customer of 'Mis clientes' (spec 02 §2.1): the whole card opens the customer. */
export function CustomerCard({ tenant }: { tenant: Tenant }) {
  const email = tenant.emailAddress ?? customerListTexts.noEmail;
  const document = documentText(tenant) ?? customerListTexts.noDocument;
  return (
    <CardLink href={paths.customer({ slug: tenant.slug })}>
      <Avatar name={tenant.fullName} url={tenant.avatarUrl} />
      <Body>
        <Name>{tenant.fullName}</Name>
        <TypeLabel>{customerLabels.tenantType[tenant.tenantType]}</TypeLabel>
        <Detail title={email}>{email}</Detail>
        <Detail>+{tenant.phoneNumber.fullNumber}</Detail>
        <Detail>{document}</Detail>
      </Body>
    </CardLink>
  );
}
