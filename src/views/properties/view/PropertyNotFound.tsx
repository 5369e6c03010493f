import styled from 'styled-components';
import { propertyViewTexts as texts } from '../../../i18n/listing.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { BuildingIcon } from '../../ui/icons.tsx';
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
 * A property this agent cannot see (missing, or another agent's: answered alike), as the editor
 * says of a draft: what happened and the way back to the list, no retry (loading again could
 * never find it). Inside the shell, so the agent keeps the navigation.
 */
export function PropertyNotFound() {
  return (
    <Box>
      <Badge aria-hidden="true">
        <BuildingIcon />
      </Badge>
      <h1>{texts.notFoundTitle}</h1>
      <p>{texts.notFoundText}</p>
      <ButtonLink href={paths.properties()}>{texts.backToList}</ButtonLink>
    </Box>
  );
}
