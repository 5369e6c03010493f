import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import { sessionsTexts as texts } from '../../i18n/account.ts';
import type { NotifyParams } from '../../machines/effects.ts';
import { sessionsMachine } from '../../machines/sessionsMachine.ts';
import type { AgentSession } from '../../schema/session.ts';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { ListError } from '../ui/ListState.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.ts';
import { formatRelativeTime } from '../ui/dates.ts';
import { useInspect } from '../ui/inspect.ts';
import { media } from '../ui/media.ts';
import { Actions, Loading } from './section-parts.ts';

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  & > button { flex: 1 1 100%; }
  ${media.sm`
    & > button { flex: 0 0 auto; }
  `}
`;

const Details = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Device = styled.p`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Current = styled.span`
  align-self: flex-start;
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const deviceName = (session: AgentSession): string => session.device ?? texts.unknownDevice;

/** 'Sesiones activas' (issue 21): one row per signed-in device, bound to sessionsMachine. */
export function SessionsSection({ notify }: { notify: (params: NotifyParams) => void }) {
  const sessions = useActorRef(sessionsMachine.provide({ actions: { notify: (_, params) => notify(params) } }), { inspect: useInspect() });
  const loading = useSelector(sessions, (snapshot) => snapshot.hasTag('loading'));
  const failed = useSelector(sessions, (snapshot) => snapshot.matches('failed'));
  const list = useSelector(sessions, (snapshot) => snapshot.context.sessions);
  const closing = useSelector(sessions, (snapshot) => snapshot.context.closing);
  const confirming = useSelector(sessions, (snapshot) => snapshot.matches('confirming') || snapshot.matches('closing'));
  const confirmingOthers = useSelector(sessions, (snapshot) => snapshot.matches('confirmingOthers') || snapshot.matches('closingOthers'));
  const busy = useSelector(sessions, (snapshot) => snapshot.hasTag('busy'));
  const canCloseOthers = useSelector(sessions, (snapshot) => snapshot.can({ type: 'others.close.requested' }));

  if (loading) {
    return (
      <Loading role="status">
        <Spinner $size={24} />
        <VisuallyHidden>{texts.loading}</VisuallyHidden>
      </Loading>
    );
  }
  if (failed) {
    return <ListError message={texts.loadFailed} retryLabel={texts.retry} retryVisible onRetry={() => sessions.send({ type: 'retry' })} />;
  }

  return (
    <>
      <Intro>{texts.intro}</Intro>
      <List aria-label={texts.intro}>
        {list.map((session) => (
          <Item key={session.id} data-current={session.current || undefined}>
            <Details>
              <Device>{deviceName(session)}</Device>
              <Meta>{session.place ?? texts.unknownPlace}</Meta>
              <Meta>{texts.lastUse(formatRelativeTime(session.lastUsedAt))}</Meta>
            </Details>
            {session.current ? (
              <Current>{texts.current}</Current>
            ) : (
              <Button
                variant="secondary"
                disabled={busy}
                aria-label={texts.closeNamed(deviceName(session))}
                onClick={() => sessions.send({ type: 'session.close.requested', id: session.id })}
              >
                {texts.close}
              </Button>
            )}
          </Item>
        ))}
      </List>
      {canCloseOthers ? (
        <Actions>
          <Button variant="danger" disabled={busy} onClick={() => sessions.send({ type: 'others.close.requested' })}>
            {texts.closeOthers}
          </Button>
        </Actions>
      ) : (
        !confirmingOthers && <Meta>{texts.onlyThis}</Meta>
      )}
      {confirming && closing && (
        <ConfirmDialog
          title={texts.confirmTitle}
          message={texts.confirmMessage(deviceName(closing))}
          confirmLabel={texts.confirm}
          cancelLabel={texts.cancel}
          destructive
          busy={busy}
          onConfirm={() => sessions.send({ type: 'close.confirmed' })}
          onCancel={() => sessions.send({ type: 'close.cancelled' })}
        />
      )}
      {confirmingOthers && (
        <ConfirmDialog
          title={texts.confirmOthersTitle}
          message={texts.confirmOthersMessage}
          confirmLabel={texts.confirmOthers}
          cancelLabel={texts.cancel}
          destructive
          busy={busy}
          onConfirm={() => sessions.send({ type: 'close.confirmed' })}
          onCancel={() => sessions.send({ type: 'close.cancelled' })}
        />
      )}
    </>
  );
}
