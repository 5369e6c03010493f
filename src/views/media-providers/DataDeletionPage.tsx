import { useActorRef, useSelector } from '@xstate/react';
import { dataDeletionMachine } from '../../machines/dataDeletionMachine.ts';
import { connectionOrigin, dataDeletionReturnPath, type ConnectableProvider, type ConnectionOrigin } from '../../machines/media/media-routes.ts';
import { dataDeletionTexts } from '../../i18n/media-providers.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button, ButtonLink } from '../ui/Button.tsx';
import { useInspect } from '../ui/inspect.ts';
import { ScreenActions, StatusScreen } from './StatusScreen.tsx';
import { PROVIDER_NAMES } from './provider-names.ts';

const returnLabel = (from: ConnectionOrigin | null): string =>
  from === 'account' ? dataDeletionTexts.account : from === 'onboarding' ? dataDeletionTexts.onboarding : dataDeletionTexts.home;

/**
 * /facebook/data-delete and /instagram/data-delete (spec 03 §2 "Data-deletion pages"): public;
 * for a signed-in agent the connection to that provider is removed first (dataDeletionMachine),
 * then the page says the data was removed, with a button home (or back where the agent came from).
 */
export function DataDeletionPage({ provider, signedIn, from: fromQuery }: { provider: ConnectableProvider; signedIn: boolean; from: string | null }) {
  const from = connectionOrigin(fromQuery);
  const deletion = useActorRef(dataDeletionMachine, { input: { provider, signedIn }, inspect: useInspect() });
  const removed = useSelector(deletion, (snapshot) => snapshot.matches('removed'));
  const failed = useSelector(deletion, (snapshot) => snapshot.matches('failed'));
  const name = PROVIDER_NAMES[provider];
  const title = dataDeletionTexts.title(name);

  if (removed) {
    return (
      <StatusScreen pageTitle={title} view="removed" heading={title}>
        <p>{dataDeletionTexts.removed(name)}</p>
        <p>{dataDeletionTexts.detail(name)}</p>
        <ButtonLink href={dataDeletionReturnPath(from)}>{returnLabel(from)}</ButtonLink>
      </StatusScreen>
    );
  }
  if (failed) {
    return (
      <StatusScreen pageTitle={title} view="failed" heading={title}>
        <Alert>{dataDeletionTexts.failed}</Alert>
        <ScreenActions>
          <ButtonLink $variant="secondary" href={dataDeletionReturnPath(from)}>
            {returnLabel(from)}
          </ButtonLink>
          <Button onClick={() => deletion.send({ type: 'retry' })}>{dataDeletionTexts.retry}</Button>
        </ScreenActions>
      </StatusScreen>
    );
  }
  return <StatusScreen pageTitle={title} view="removing" heading={dataDeletionTexts.removing(name)} busy />;
}
