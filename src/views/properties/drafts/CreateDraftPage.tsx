import { useState } from 'react';
import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import { createDraftMachine, createDraftVisitKey } from '../../../machines/createDraftMachine.ts';
import { product } from '../../../i18n/es.ts';
import { createDraftTexts as texts } from '../../../i18n/properties.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { useInspect } from '../../ui/inspect.ts';
import { useFocusOnChange } from '../../ui/useFocusOnChange.ts';
import { useNavigateEffect } from '../../ui/useNavigateEffect.ts';
import { usePageTitle } from '../../ui/usePageTitle.ts';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const TopBar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Box = styled.section`
  align-self: center;
  width: min(100%, 32rem);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h1 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

/**
 * /properties/drafts/create (spec 03 §2): the createDraftMachine creates one draft for this visit
 * and replaces the page with its editor; failure offers 'Reintentar' (past the limit of new drafts,
 * after asking to wait a minute); 'Salir del editor' goes to
 * the drafts list.
 */
export function CreateDraftPage() {
  usePageTitle(product.title(texts.pageTitle));
  const navigate = useNavigateEffect();
  // One key per visit (kept across StrictMode's double render and effects): see createDraftMachine.
  const [visitKey] = useState(createDraftVisitKey);
  const creator = useActorRef(createDraftMachine.provide({ actions: { navigate: (_, params) => navigate(params) } }), {
    input: { visitKey },
    inspect: useInspect(),
  });
  const limited = useSelector(creator, (snapshot) => snapshot.matches('limited'));
  const failed = useSelector(creator, (snapshot) => snapshot.matches('failed') || snapshot.matches('limited'));
  const busy = useSelector(creator, (snapshot) => snapshot.hasTag('busy'));
  // The content swaps in place ('Reintentar' vanishes while creating): focus follows to the heading.
  const heading = useFocusOnChange<HTMLHeadingElement>(failed);

  return (
    <Page>
      <TopBar>
        <Button variant="secondary" icon={<ArrowLeftIcon />} onClick={() => creator.send({ type: 'exit' })}>
          {texts.exitEditor}
        </Button>
      </TopBar>
      <Box aria-labelledby="create-draft-heading" aria-busy={busy || undefined}>
        {failed ? (
          <>
            <h1 id="create-draft-heading" ref={heading} tabIndex={-1}>
              {texts.pageTitle}
            </h1>
            <Alert>{limited ? texts.tooMany : texts.failed}</Alert>
            <Button onClick={() => creator.send({ type: 'retry' })}>{texts.retry}</Button>
          </>
        ) : (
          <>
            <Spinner $size={32} />
            <div role="status">
              <h1 id="create-draft-heading" ref={heading} tabIndex={-1}>
                {texts.creating}
              </h1>
            </div>
          </>
        )}
      </Box>
    </Page>
  );
}
