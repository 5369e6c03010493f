import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import styled from 'styled-components';
import { createListMachine, type FetchPage } from '../../machines/listMachine.ts';
import { mediaProviderMachine } from '../../machines/mediaProviderMachine.ts';
import type { MediaProvider } from '../../schema/reference.ts';
import { listMediaConnections, listMediaProviders } from '../../services/media-providers-api.ts';
import { disconnectTexts, mediaGridTexts } from '../../i18n/media-providers.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { ListEmpty, ListError } from '../ui/ListState.tsx';
import { SkeletonGrid } from '../ui/Skeleton.tsx';
import { media } from '../ui/media.ts';
import { useInspect } from '../ui/inspect.ts';
import { useListState } from '../ui/useListState.ts';
import { useNavigateEffect } from '../ui/useNavigateEffect.ts';
import { ConnectFlowDialog } from './ConnectDialog.tsx';

/** A provider the server offers, and whether the signed-in agent is connected to it. */
interface ProviderCard {
  readonly provider: MediaProvider;
  readonly connected: boolean;
}

/** Spec 03 §4 "Media providers load": the providers plus the agent's connections, as one list. */
const fetchProviders: FetchPage<ProviderCard, Readonly<Record<string, never>>> = async () => {
  const [providers, connections] = await Promise.all([listMediaProviders(), listMediaConnections()]);
  const connected = new Set(connections.map((connection) => connection.mediaProviderId));
  const items = providers.map((provider) => ({ provider, connected: connected.has(provider.mediaProviderId) }));
  return { items, total: items.length };
};

const providersListMachine = createListMachine<ProviderCard, Readonly<Record<string, never>>>(fetchProviders);

/** Two columns on wide screens, one on phones (spec 02 §2.5). */
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${media.md`
    grid-template-columns: repeat(2, minmax(0, 1fr));
  `}
`;

const Card = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  img { flex: none; width: 48px; height: 48px; }
`;

const Summary = styled.div`
  flex: 1 1 140px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};

  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

const Connected = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

function ProviderItem({
  card,
  from,
  disabled,
  onConnect,
  onDisconnect,
}: {
  card: ProviderCard;
  from: 'onboarding' | 'account';
  disabled: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
}) {
  const nameId = useId();
  const { provider, connected } = card;
  return (
    <Card>
      <img src={provider.imageUrl} alt="" width={48} height={48} />
      <Summary>
        <h3 id={nameId}>{provider.name}</h3>
        {connected && <Connected>{from === 'account' ? mediaGridTexts.connectedAccount : mediaGridTexts.connectedOnboarding}</Connected>}
      </Summary>
      {/* The name describes the button: several cards each have a 'Conectar'. */}
      {connected ? (
        <Button variant="secondary" aria-describedby={nameId} disabled={disabled} onClick={onDisconnect}>
          {mediaGridTexts.disconnect}
        </Button>
      ) : (
        <Button aria-describedby={nameId} disabled={disabled} onClick={onConnect}>
          {mediaGridTexts.connect}
        </Button>
      )}
    </Card>
  );
}

/**
 * The media providers of onboarding step 3 and of the account's integrations (spec 03 §2, spec 02
 * §2.5): a card per provider with 'Conectar', or its connected text and 'Desconectar'; the list's
 * skeleton (after 500 ms), error with retry, and empty states come from the shared listMachine,
 * the dialogs and calls from mediaProviderMachine.
 */
export function MediaProvidersGrid({ from }: { from: 'onboarding' | 'account' }) {
  const inspect = useInspect();
  const navigate = useNavigateEffect();
  const list = useActorRef(providersListMachine, { input: { query: {}, pageSize: 20 }, inspect });
  const flow = useActorRef(mediaProviderMachine.provide({ actions: { navigate: (_, params) => navigate(params) } }), {
    input: { from },
    inspect,
  });
  const { skeleton, loading, failed, empty, loaded, retryVisible, items } = useListState(list);
  const provider = useSelector(flow, (snapshot) => snapshot.context.provider);
  const failure = useSelector(flow, (snapshot) => snapshot.context.failure);
  const busy = useSelector(flow, (snapshot) => snapshot.hasTag('busy'));
  const confirming = useSelector(flow, (snapshot) => snapshot.hasTag('disconnectDialog'));
  const disconnecting = useSelector(flow, (snapshot) => snapshot.matches('disconnecting'));

  return (
    <Stack aria-busy={loading || undefined}>
      {failure === 'disconnect' && <Alert>{disconnectTexts.failed}</Alert>}
      {skeleton && <SkeletonGrid count={2} />}
      {failed && (
        <ListError
          message={mediaGridTexts.loadFailed}
          retryLabel={mediaGridTexts.retry}
          retryVisible={retryVisible}
          onRetry={() => list.send({ type: 'list.retried' })}
        />
      )}
      {empty && <ListEmpty>{mediaGridTexts.empty}</ListEmpty>}
      {loaded && (
        <Grid>
          {items.map((card) => (
            <ProviderItem
              key={card.provider.mediaProviderId}
              card={card}
              from={from}
              disabled={busy}
              onConnect={() => flow.send({ type: 'connect.requested', provider: card.provider })}
              onDisconnect={() => flow.send({ type: 'disconnect.requested', provider: card.provider })}
            />
          ))}
        </Grid>
      )}
      <ConnectFlowDialog flow={flow} />
      {confirming && provider !== null && (
        <ConfirmDialog
          title={disconnectTexts.title(provider.name)}
          message={disconnectTexts.message(provider.name)}
          confirmLabel={disconnectTexts.confirm}
          cancelLabel={disconnectTexts.cancel}
          destructive
          busy={disconnecting}
          onConfirm={() => flow.send({ type: 'disconnect.confirmed' })}
          onCancel={() => flow.send({ type: 'disconnect.cancelled' })}
        />
      )}
    </Stack>
  );
}
