import { useActorRef, useSelector } from '@xstate/react';
import styled from 'styled-components';
import { dataDeletionMachine } from '../../machines/dataDeletionMachine.ts';
import { connectionOrigin, dataDeletionReturnPath, type ConnectableProvider, type ConnectionOrigin } from '../../machines/media/media-routes.ts';
import { dataDeletionTexts } from '../../i18n/media-providers.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button, ButtonLink } from '../ui/Button.tsx';
import { formatDate } from '../ui/dates.ts';
import { useInspect } from '../ui/inspect.ts';
import { ScreenActions, StatusScreen } from './StatusScreen.tsx';
import { PROVIDER_NAMES } from './provider-names.ts';

const returnLabel = (from: ConnectionOrigin | null): string =>
  from === 'account' ? dataDeletionTexts.account : from === 'onboarding' ? dataDeletionTexts.onboarding : dataDeletionTexts.home;

/** What will be deleted: a plain list, left-aligned for reading inside the centred frame. */
const Stored = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  text-align: left;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export interface DataDeletionPageProps {
  readonly provider: ConnectableProvider;
  readonly signedIn: boolean;
  readonly from: string | null;
  /** The query's `disconnected=1`: the grid has just disconnected. */
  readonly disconnected?: boolean;
  /** The query's `code`: a provider's deletion request to show. */
  readonly code?: string | null;
}

/**
 * /facebook/data-delete and /instagram/data-delete (spec 03 §2 "Data-deletion pages"; issue 20):
 * public. A signed-in agent sees what is stored for that provider and deletes it with the confirm
 * button (dataDeletionMachine), never on load; then the page says the data was removed, with a
 * button home (or back where the agent came from). `?code=` shows a provider request's status.
 */
export function DataDeletionPage({ provider, signedIn, from: fromQuery, disconnected = false, code = null }: DataDeletionPageProps) {
  const from = connectionOrigin(fromQuery);
  const deletion = useActorRef(dataDeletionMachine, { input: { provider, signedIn, disconnected, code }, inspect: useInspect() });
  const view = useSelector(deletion, (snapshot) => String(snapshot.value));
  const summary = useSelector(deletion, (snapshot) => snapshot.context.summary);
  const request = useSelector(deletion, (snapshot) => snapshot.context.request);
  const name = PROVIDER_NAMES[provider];
  const title = dataDeletionTexts.title(name);
  const back = (variant?: 'secondary') => (
    <ButtonLink $variant={variant} href={dataDeletionReturnPath(from)}>
      {returnLabel(from)}
    </ButtonLink>
  );

  switch (view) {
    case 'removed':
      return (
        <StatusScreen pageTitle={title} view={view} heading={title}>
          <p>{dataDeletionTexts.removed(name)}</p>
          <p>{dataDeletionTexts.detail(name)}</p>
          {back()}
        </StatusScreen>
      );
    case 'confirming':
      return (
        <StatusScreen pageTitle={title} view={view} heading={title}>
          <p>{dataDeletionTexts.confirmIntro(name)}</p>
          <Stored>
            <li>{dataDeletionTexts.accountItem(summary?.accountName ?? null)}</li>
            {summary?.pages && summary.pages.length > 0 && <li>{dataDeletionTexts.pagesItem(summary.pages)}</li>}
            <li>{dataDeletionTexts.tokenItem}</li>
          </Stored>
          <Note>{dataDeletionTexts.keptNote}</Note>
          <ScreenActions>
            <ButtonLink $variant="secondary" href={dataDeletionReturnPath(from)}>
              {dataDeletionTexts.cancel}
            </ButtonLink>
            <Button variant="danger" onClick={() => deletion.send({ type: 'confirm' })}>
              {dataDeletionTexts.confirm(name)}
            </Button>
          </ScreenActions>
        </StatusScreen>
      );
    case 'nothingStored':
      return (
        <StatusScreen pageTitle={title} view={view} heading={title}>
          <p>{dataDeletionTexts.nothingStored(name)}</p>
          {back()}
        </StatusScreen>
      );
    case 'requestFound':
      return (
        <StatusScreen pageTitle={title} view={view} heading={title}>
          <p>{dataDeletionTexts.requestDone(name)}</p>
          {request !== null && <p>{dataDeletionTexts.requestCode(request.confirmationCode)}</p>}
          {request !== null && <Note>{dataDeletionTexts.requestDate(formatDate(request.requestedAt))}</Note>}
          {back()}
        </StatusScreen>
      );
    case 'requestMissing':
      return (
        <StatusScreen pageTitle={title} view={view} heading={title}>
          <Alert>{dataDeletionTexts.requestMissing}</Alert>
          {back()}
        </StatusScreen>
      );
    case 'failed':
    case 'loadFailed':
      return (
        <StatusScreen pageTitle={title} view={view} heading={title}>
          <Alert>{dataDeletionTexts.failed}</Alert>
          <ScreenActions>
            {back('secondary')}
            <Button onClick={() => deletion.send({ type: 'retry' })}>{dataDeletionTexts.retry}</Button>
          </ScreenActions>
        </StatusScreen>
      );
    default:
      return (
        <StatusScreen
          pageTitle={title}
          view="busy"
          heading={view === 'removing' ? dataDeletionTexts.removing(name) : dataDeletionTexts.loading(name)}
          busy
        />
      );
  }
}
