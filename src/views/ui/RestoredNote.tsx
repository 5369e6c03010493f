import styled from 'styled-components';
import { typedWorkTexts as texts } from '../../i18n/typed-work.ts';
import { Button } from './Button.tsx';

const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p { margin: 0; }
  strong { font-weight: 600; }
`;

/**
 * Issue 21: over a form restored from its local copy, 'Recuperamos lo que escribiste' and
 * 'Descartar' (back to the saved values). Shared by every form that keeps a local copy.
 */
export function RestoredNote({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Note role="status">
      <p>
        <strong>{texts.restored}</strong> {texts.restoredDetail}
      </p>
      <Button type="button" variant="secondary" onClick={onDiscard}>
        {texts.discard}
      </Button>
    </Note>
  );
}
