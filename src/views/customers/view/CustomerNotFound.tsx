import styled from 'styled-components';
import { customerDetailTexts } from '../../../i18n/customers.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { UsersIcon } from '../../ui/icons.tsx';
import { paths } from '../../paths.ts';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 36rem;
  margin: ${({ theme }) => `${theme.space.xl} auto`};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  p { color: ${({ theme }) => theme.colors.muted}; max-width: 44ch; }
`;

const Badge = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * A slug no customer of this agent answers to (issue 8): says so and leads back to the list, with
 * no retry (loading again could never find it). The page sets the tab title. Used by the view and
 * the edit page, which both load the customer with customerDetailMachine.
 */
export function CustomerNotFound() {
  return (
    <Box>
      <Badge aria-hidden="true">
        <UsersIcon />
      </Badge>
      <h1>{customerDetailTexts.notFoundTitle}</h1>
      <p>{customerDetailTexts.notFoundText}</p>
      <ButtonLink href={paths.customers()}>{customerDetailTexts.backToList}</ButtonLink>
    </Box>
  );
}
