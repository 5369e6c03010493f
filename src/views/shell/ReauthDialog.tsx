import { useId } from 'react';
import styled from 'styled-components';
import { useActorRef } from '@xstate/react';
import type { SessionEndReason } from '../../machines/reauthMachine.ts';
import { signInMachine } from '../../machines/signInMachine.ts';
import type { SignedIn } from '../../services/auth-api.ts';
import { reauth } from '../../i18n/session.ts';
import { Button } from '../ui/Button.tsx';
import { useInspect } from '../ui/inspect.ts';
import { Modal } from '../ui/Modal.tsx';
import { SignInForm } from '../access/SignInForm.tsx';

const Why = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};

  strong { font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;

export interface ReauthDialogProps {
  reason: SessionEndReason;
  /** The agent's e-mail, prefilled (and changeable: another agent may sign in, see reauthMachine). */
  email: string;
  onSignedIn: (result: SignedIn) => void;
  onSignOut: () => void;
}

/**
 * Issue 21: the sign-in dialog the shell opens over the page when the session has ended. It says why,
 * and signs in as /login does (the same form and machine); it cannot be dismissed: the page's refused
 * calls wait for it. 'Cerrar sesión' is the normal logout.
 */
export function ReauthDialog({ reason, email, onSignedIn, onSignOut }: ReauthDialogProps) {
  const whyId = useId();
  const signIn = useActorRef(
    signInMachine.provide({
      actions: {
        signedIn: (_, result) => onSignedIn(result),
        // The dialog stays on the page: the reauth machine decides what follows a sign-in.
        navigate: () => undefined,
      },
    }),
    { input: { continueUrl: null, email }, inspect: useInspect() },
  );
  return (
    <Modal
      title={reauth.title}
      onClose={() => undefined}
      dismissible={false}
      describedBy={whyId}
      width={440}
      actions={
        <Button variant="secondary" onClick={onSignOut}>
          {reauth.signOut}
        </Button>
      }
    >
      <Why id={whyId}>
        <strong>{reason === 'SESSION_REVOKED' ? reauth.revoked : reauth.expired}</strong>
        <p>{reauth.hint}</p>
      </Why>
      <SignInForm signIn={signIn} focusPassword />
    </Modal>
  );
}
