import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { draftEditorMachine } from '../../machines/draftEditorMachine.ts';
import { mediaProviderMachine } from '../../machines/mediaProviderMachine.ts';
import { publishValidationMachine, type PublishValidationEvent } from '../../machines/publishValidationMachine.ts';
import type { PropertyDraft } from '../../schema/property-draft.ts';
import type { PublishProblem } from '../../schema/publish-validation.ts';
import { publishModalTexts } from '../../i18n/editor.ts';
import { ConnectFlowDialog } from '../media-providers/ConnectDialog.tsx';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { useInspect } from '../ui/inspect.ts';
import { useLatest } from '../ui/useLatest.ts';
import { useNavigateEffect } from '../ui/useNavigateEffect.ts';
import { paths } from '../paths.ts';

const Problems = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-left: 4px solid ${({ theme }) => theme.colors.danger};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  span { flex: 1 1 12rem; }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A problem's button: its label and what it asks of the validation machine. */
const fixOf = (problem: PublishProblem): { readonly label: string; readonly event: PublishValidationEvent } => {
  switch (problem.fix) {
    case 'connect-instagram':
      return { label: publishModalTexts.connectInstagram, event: { type: 'connect.requested', network: 'instagram' } };
    case 'connect-facebook':
      return { label: publishModalTexts.connectFacebook, event: { type: 'connect.requested', network: 'facebook' } };
    case 'choose-pages':
      return { label: publishModalTexts.choosePages, event: { type: 'problem.fixed', section: problem.param } };
    default:
      return { label: publishModalTexts.fix, event: { type: 'problem.fixed', section: problem.param } };
  }
};

/**
 * 'Publicar propiedad' (spec 03 §2 'Publish modal'): the pre-publish validation's problems, each
 * with 'Corregir dato' (opens its section and closes the modal), or, when there are none, the
 * confirmation whose 'Publicar' goes to the draft's publishing page. Issue 20: a network the
 * agent has not connected offers 'Conectar Instagram/Facebook' — the post tool's connect dialog
 * (from=property-editor with the draft, so the agent comes back to its tool) in place of this
 * modal — and pages no longer managed 'Elegir páginas' (the Facebook tool).
 */
export function PublishModal({ editor, draft, saving }: { editor: ActorRefFrom<typeof draftEditorMachine>; draft: PropertyDraft; saving: boolean }) {
  const [, navigate] = useLocation();
  const latest = useLatest(navigate);
  const inspect = useInspect();
  const leave = useNavigateEffect();
  const flow = useActorRef(mediaProviderMachine.provide({ actions: { navigate: (_, params) => leave(params) } }), {
    input: { from: 'property-editor', contextId: draft.propertyDraftId },
    inspect,
  });
  const validation = useActorRef(
    publishValidationMachine.provide({
      actions: {
        fix: (_, params) => editor.send({ type: 'section.chosen', section: params.section }),
        connect: (_, params) => flow.send({ type: 'connect.requested', provider: params.provider }),
        publish: (_, params) => latest.current(paths.draftPublishing({ draftId: params.draftId })),
        close: () => editor.send({ type: 'publish.closed' }),
      },
    }),
    { input: { draft, saving }, inspect },
  );
  // A save that lands while the modal is open changes what it lists.
  useEffect(() => {
    validation.send({ type: 'draft.changed', draft, saving });
  }, [validation, draft, saving]);

  const problems = useSelector(validation, (snapshot) => snapshot.context.problems);
  const valid = useSelector(validation, (snapshot) => !snapshot.matches('invalid'));
  const checkingChannels = useSelector(validation, (snapshot) => snapshot.matches('loadingChannels'));
  const dialogOpen = useSelector(flow, (snapshot) => snapshot.hasTag('connectDialog'));
  const canPublish = useSelector(validation, (snapshot) => snapshot.can({ type: 'publish.confirmed' }));
  const messageId = useId();
  const cancel = () => validation.send({ type: 'publish.cancelled' });

  if (dialogOpen) return <ConnectFlowDialog flow={flow} />;

  if (!valid) {
    return (
      <Modal title={publishModalTexts.title} onClose={cancel} width={560} describedBy={messageId}>
        <p id={messageId}>{publishModalTexts.invalidIntro}</p>
        <Problems>
          {problems.map((problem) => {
            const fix = fixOf(problem);
            return (
              <li key={problem.message}>
                <span>{problem.message}</span>
                <Button variant="secondary" onClick={() => validation.send(fix.event)}>
                  {fix.label}
                </Button>
              </li>
            );
          })}
        </Problems>
      </Modal>
    );
  }

  return (
    <Modal
      title={publishModalTexts.title}
      role="alertdialog"
      onClose={cancel}
      describedBy={messageId}
      actions={
        <>
          <Button variant="secondary" onClick={cancel}>
            {publishModalTexts.cancel}
          </Button>
          <Button data-autofocus="" disabled={!canPublish} onClick={() => validation.send({ type: 'publish.confirmed' })}>
            {publishModalTexts.publish}
          </Button>
        </>
      }
    >
      <p id={messageId}>{publishModalTexts.confirm}</p>
      {checkingChannels && <Note role="status">{publishModalTexts.checkingChannels}</Note>}
      {saving && <Note role="status">{publishModalTexts.waitForSave}</Note>}
    </Modal>
  );
}
