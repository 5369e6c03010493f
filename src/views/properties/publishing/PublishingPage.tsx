import { useState } from 'react';
import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { publishingMachine } from '../../../machines/publishingMachine.ts';
import { publishingVisitKey } from '../../../machines/publishing/publish-once.ts';
import { product } from '../../../i18n/es.ts';
import { publishingTexts as texts } from '../../../i18n/publishing.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { useInspect } from '../../ui/inspect.ts';
import { useLive } from '../../ui/live.ts';
import { media } from '../../ui/media.ts';
import { useFocusOnChange } from '../../ui/useFocusOnChange.ts';
import { useNavigateEffect } from '../../ui/useNavigateEffect.ts';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { paths } from '../../paths.ts';
import { DraftSummaryCard } from './DraftSummaryCard.tsx';
import { ProgressCard, type ProgressNotice } from './ProgressCard.tsx';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

/** Progress first in the page (what the agent came for, and first on a phone); beside the summary from 1024 px. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-areas: 'progress' 'summary';
  align-items: start;

  ${media.lg`
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    grid-template-areas: 'summary progress';
  `}
`;

const Area = styled.div<{ $area: 'progress' | 'summary' }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
`;

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
`;

type Snapshot = SnapshotFrom<typeof publishingMachine>;

const screenOf = (snapshot: Snapshot): 'loading' | 'loadFailed' | 'notFound' | 'shown' => {
  if (snapshot.matches({ flow: 'loading' })) return 'loading';
  if (snapshot.matches({ flow: 'loadFailed' })) return 'loadFailed';
  if (snapshot.matches({ flow: 'notFound' })) return 'notFound';
  return 'shown';
};

const noticeOf = (snapshot: Snapshot): ProgressNotice => {
  if (snapshot.matches({ flow: { active: 'waitingForLive' } })) return 'waitingForLive';
  if (snapshot.matches({ flow: { active: 'startFailed' } })) return 'startFailed';
  if (snapshot.matches({ flow: 'liveFailed' })) return 'liveFailed';
  if (snapshot.matches({ flow: 'refused' })) return 'refused';
  if (snapshot.matches({ flow: 'failed' })) return 'failed';
  if (snapshot.matches({ flow: 'published' })) return 'published';
  return null;
};

/**
 * /properties/drafts/{id}/publishing (spec 03 §2, §4): the draft's summary and the publication's
 * progress, driven by publishingMachine over the shell's live connection.
 */
export function PublishingPage({ draftId }: { draftId: string }) {
  usePageTitle(product.title(texts.pageTitle));
  const navigate = useNavigateEffect();
  const live = useLive();
  // One key per visit (kept across StrictMode's restarts): one publish call per attempt.
  const [visitKey] = useState(publishingVisitKey);
  const publishing = useActorRef(
    publishingMachine.provide({
      actions: {
        navigate: (_, params) => navigate(params),
        reload: () => window.location.reload(),
      },
    }),
    { input: { draftId, visitKey, live }, inspect: useInspect() },
  );
  const screen = useSelector(publishing, screenOf);
  const notice = useSelector(publishing, noticeOf);
  const draft = useSelector(publishing, (snapshot) => snapshot.context.draft);
  const progress = useSelector(publishing, (snapshot) => snapshot.context.progress);
  const busy = useSelector(publishing, (snapshot) => snapshot.hasTag('busy'));
  const refusal = useSelector(publishing, (snapshot) => snapshot.context.refusal);
  const retryFailed = useSelector(publishing, (snapshot) => snapshot.context.retryFailed);
  const confirming = useSelector(publishing, (snapshot) => snapshot.matches({ exit: 'confirming' }));
  // Loading swaps for the page, or the end for its buttons: focus follows to what appeared.
  const heading = useFocusOnChange<HTMLHeadingElement>(screen);

  return (
    <Page>
      <TopRow>
        <h1 ref={heading} tabIndex={-1}>
          {texts.heading}
        </h1>
        <Button variant="secondary" icon={<ArrowLeftIcon />} aria-haspopup="dialog" onClick={() => publishing.send({ type: 'exit.requested' })}>
          {texts.exit}
        </Button>
      </TopRow>

      {screen === 'loading' && (
        <Centre role="status">
          <Spinner $size={32} />
          <p>{texts.loading}</p>
        </Centre>
      )}
      {screen === 'loadFailed' && (
        <Centre>
          <Alert>{texts.loadFailed}</Alert>
          <Button onClick={() => publishing.send({ type: 'retry' })}>{texts.retry}</Button>
        </Centre>
      )}
      {screen === 'notFound' && (
        <Centre>
          <h2>{texts.notFoundTitle}</h2>
          <p>{texts.notFoundText}</p>
          <ButtonLink href={paths.drafts()}>{texts.backToDrafts}</ButtonLink>
        </Centre>
      )}
      {screen === 'shown' && draft !== null && progress !== null && (
        <Columns>
          <Area $area="progress">
            <ProgressCard
              draftId={draftId}
              progress={progress}
              notice={notice}
              busy={busy}
              refusal={refusal}
              onRetry={() => publishing.send({ type: 'retry' })}
              onRetryPost={(network) => publishing.send({ type: 'post.retry', network })}
              retryFailed={retryFailed}
            />
          </Area>
          <Area $area="summary">
            <DraftSummaryCard draft={draft} />
          </Area>
        </Columns>
      )}

      {confirming && (
        <ConfirmDialog
          title={texts.exitTitle}
          message={texts.exitMessage}
          confirmLabel={texts.exitConfirm}
          cancelLabel={texts.exitCancel}
          onConfirm={() => publishing.send({ type: 'exit.confirmed' })}
          onCancel={() => publishing.send({ type: 'exit.cancelled' })}
        />
      )}
    </Page>
  );
}
