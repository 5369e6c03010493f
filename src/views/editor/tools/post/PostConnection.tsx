import { useActorRef, useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { createListMachine, type FetchPage } from '../../../../machines/listMachine.ts';
import { mediaProviderMachine } from '../../../../machines/mediaProviderMachine.ts';
import type { MediaProvider } from '../../../../schema/reference.ts';
import { listMediaConnections, listMediaProviders } from '../../../../services/media-providers-api.ts';
import { postConnectTexts } from '../../../../i18n/editor-posts.ts';
import { Button } from '../../../ui/Button.tsx';
import { ListError } from '../../../ui/ListState.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useInspect } from '../../../ui/inspect.ts';
import { useListState } from '../../../ui/useListState.ts';
import { useNavigateEffect } from '../../../ui/useNavigateEffect.ts';
import { ConnectFlowDialog } from '../../../media-providers/ConnectDialog.tsx';
import type { PostNetworkInfo } from './post-network.ts';

/** The network's provider as the server offers it, and whether the agent is connected to it. */
interface NetworkConnection {
  readonly provider: MediaProvider;
  readonly connected: boolean;
}

interface ConnectionQuery {
  readonly providerType: PostNetworkInfo['providerType'];
}

/**
 * Spec 03 §4 'Media providers load': the providers plus the agent's connections, narrowed to this
 * network — none (not configured), or the provider and whether it is connected.
 */
const fetchConnection: FetchPage<NetworkConnection, ConnectionQuery> = async ({ query }) => {
  const [providers, connections] = await Promise.all([listMediaProviders(), listMediaConnections()]);
  const connected = new Set(connections.map((connection) => connection.mediaProviderId));
  const items = providers
    .filter((provider) => provider.type === query.providerType)
    .map((provider) => ({ provider, connected: connected.has(provider.mediaProviderId) }));
  return { items, total: items.length };
};

const connectionMachine = createListMachine<NetworkConnection, ConnectionQuery>(fetchConnection);

const Prompt = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};

  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { color: ${({ theme }) => theme.colors.muted}; }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  img { flex: none; width: 40px; height: 40px; }
`;

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The post tool's first question (spec 03 §2): is the agent connected to the network? While the
 * connections load, a spinner after 500 ms; on failure 'Reintentar'; when the server offers no
 * such provider, a note; when not connected, the connect prompt whose button opens the connect
 * modal (mediaProviderMachine, from=property-editor: the agent comes back to this tool). Connected:
 * the children (the post form).
 */
export function PostConnection({ info, draftId, children }: { info: PostNetworkInfo; draftId: string; children: ReactNode }) {
  const inspect = useInspect();
  const navigate = useNavigateEffect();
  const list = useActorRef(connectionMachine, { input: { query: { providerType: info.providerType }, pageSize: 10 }, inspect });
  const flow = useActorRef(mediaProviderMachine.provide({ actions: { navigate: (_, params) => navigate(params) } }), {
    input: { from: 'property-editor', contextId: draftId },
    inspect,
  });
  const { skeleton, failed, empty, loaded, retryVisible, items } = useListState(list);
  const busy = useSelector(flow, (snapshot) => snapshot.hasTag('busy'));
  const connection = items[0];
  const headingId = useId();

  if (loaded && connection?.connected) return <>{children}</>;
  return (
    <>
      {skeleton && (
        <Loading role="status">
          <Spinner />
          {postConnectTexts.loading}
        </Loading>
      )}
      {failed && (
        <ListError
          message={postConnectTexts.loadFailed}
          retryLabel={postConnectTexts.retry}
          retryVisible={retryVisible}
          onRetry={() => list.send({ type: 'list.retried' })}
        />
      )}
      {empty && (
        <Prompt aria-labelledby={headingId}>
          <h3 id={headingId}>{postConnectTexts.heading(info.name)}</h3>
          <p>{postConnectTexts.unavailable(info.name)}</p>
        </Prompt>
      )}
      {loaded && connection !== undefined && (
        <Prompt aria-labelledby={headingId}>
          <Head>
            <img src={connection.provider.imageUrl} alt="" width={40} height={40} />
            <h3 id={headingId}>{postConnectTexts.heading(info.name)}</h3>
          </Head>
          <p>{postConnectTexts.message(info.name)}</p>
          <Button disabled={busy} onClick={() => flow.send({ type: 'connect.requested', provider: connection.provider })}>
            {postConnectTexts.connect(info.name)}
          </Button>
        </Prompt>
      )}
      <ConnectFlowDialog flow={flow} />
    </>
  );
}
