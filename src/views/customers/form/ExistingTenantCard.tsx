import styled from 'styled-components';
import type { TenantLookup } from '../../../schema/tenant.ts';
import { customerFieldTexts, customerFormTexts } from '../../../i18n/customers.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Avatar } from '../../ui/Avatar.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Select, type SelectOption } from '../../ui/Select.tsx';
import { media } from '../../ui/media.ts';
import { paths } from '../../paths.ts';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${media.sm`
    padding: ${({ theme }) => theme.space.lg};
  `}

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;

  p { overflow-wrap: anywhere; }
  strong { display: block; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const Contact = styled.span`
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ExistingTenantCardProps {
  tenant: TenantLookup;
  tenantType: string;
  typeOptions: readonly SelectOption[];
  linking: boolean;
  onTypeChange: (value: string) => void;
  onLink: () => void;
}

/**
 * A lookup found this person (spec 02 §2.2): 'Agregar cliente' links them to the agent's list; one
 * already in it is a link to their page (by id: the lookup carries no slug, and the view resolves both).
 */
export function ExistingTenantCard({ tenant, tenantType, typeOptions, linking, onTypeChange, onLink }: ExistingTenantCardProps) {
  const contact = tenant.phoneNumber ? `+${tenant.phoneNumber.fullNumber}` : (tenant.emailAddress ?? null);
  return (
    <Box aria-labelledby="existing-tenant">
      <h2 id="existing-tenant">{customerFieldTexts.found}</h2>
      <Person>
        <Avatar name={tenant.fullName} url={tenant.avatarUrl} size={56} />
        <p>
          <strong>{tenant.fullName}</strong>
          {contact && <Contact>{contact}</Contact>}
        </p>
      </Person>
      {tenant.linked ? (
        <>
          <Alert kind="success">{customerFormTexts.alreadyLinked}</Alert>
          <div>
            <ButtonLink href={paths.customer({ slug: tenant.tenantId })} $variant="secondary">
              {customerFormTexts.openExisting}
            </ButtonLink>
          </div>
        </>
      ) : (
        <>
          <Select label={customerFieldTexts.tenantType} value={tenantType} options={typeOptions} disabled={linking} onValueChange={onTypeChange} />
          <div>
            <Button onClick={onLink} disabled={linking} busy={linking}>
              {customerFormTexts.addExisting}
            </Button>
          </div>
        </>
      )}
    </Box>
  );
}
