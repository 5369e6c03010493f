import { useSelector } from '@xstate/react';
import styled from 'styled-components';
import type { ActorRefFrom } from 'xstate';
import type { mediaProviderMachine, MediaProviderFailure } from '../../machines/mediaProviderMachine.ts';
import { MEDIA_PROVIDER_TYPE } from '../../schema/media-provider.ts';
import type { MediaProvider } from '../../schema/reference.ts';
import { connectTexts } from '../../i18n/media-providers.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  img { flex: none; width: 48px; height: 48px; }
`;

const Permissions = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};

  li + li { margin-top: ${({ theme }) => theme.space.xxs}; }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The connect modal (spec 03 §2, spec 02 §2.5): the provider's icon, what the connection allows,
 * the note that this can be changed later, and the provider's own button — 'Conectar mi cuenta'
 * (Facebook's login) or Instagram's login control. Focus is trapped inside; Escape closes it
 * unless the login is running.
 */
export function ConnectDialog({
  provider,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  provider: MediaProvider;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const facebook = provider.type === MEDIA_PROVIDER_TYPE.Facebook;
  return (
    <Modal
      title={connectTexts.title(provider.name)}
      busy={busy}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {connectTexts.cancel}
          </Button>
          <Button busy={busy} disabled={busy} onClick={onConfirm} data-autofocus>
            {facebook ? connectTexts.facebookButton : connectTexts.instagramButton}
          </Button>
        </>
      }
    >
      <Head>
        <img src={provider.imageUrl} alt="" width={48} height={48} />
        <p>{connectTexts.intro(provider.name)}</p>
      </Head>
      <Permissions>
        {provider.permissions.map((permission) => (
          <li key={permission}>{permission}</li>
        ))}
      </Permissions>
      <Note>{connectTexts.note}</Note>
      {error !== null && <Alert>{error}</Alert>}
    </Modal>
  );
}

const failureText = (failure: MediaProviderFailure | null): string | null =>
  failure === 'facebook' ? connectTexts.facebookFailed : failure === 'instagram' ? connectTexts.instagramFailed : null;

/** The connect modal as a mediaProviderMachine flow asks for it (the grids, the post tools, the publish modal). */
export function ConnectFlowDialog({ flow }: { flow: ActorRefFrom<typeof mediaProviderMachine> }) {
  const open = useSelector(flow, (snapshot) => snapshot.hasTag('connectDialog'));
  const provider = useSelector(flow, (snapshot) => snapshot.context.provider);
  const busy = useSelector(flow, (snapshot) => snapshot.hasTag('busy'));
  const failure = useSelector(flow, (snapshot) => snapshot.context.failure);
  if (!open || provider === null) return null;
  return (
    <ConnectDialog
      provider={provider}
      busy={busy}
      error={failureText(failure)}
      onConfirm={() => flow.send({ type: 'connect.confirmed' })}
      onCancel={() => flow.send({ type: 'connect.cancelled' })}
    />
  );
}
