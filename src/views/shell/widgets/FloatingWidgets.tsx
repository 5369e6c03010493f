import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { FIRST_STEPS, type firstStepsMachine } from '../../../machines/firstStepsMachine.ts';
import { CHECKLIST_ID, PUBLISHING_ID, floatingWidgetsMachine } from '../../../machines/floatingWidgetsMachine.ts';
import type { publishingPanelMachine } from '../../../machines/publishingPanelMachine.ts';
import { PUBLISHED_GROUP, decodePublishedMessage } from '../../../schema/hub.ts';
import { readChecklistDismissed, readPublishingDismissed } from '../../../services/widget-storage.ts';
import { firstStepsTexts, publishingPanelTexts, widgetsTexts } from '../../../i18n/dashboard-widgets.ts';
import { useInspect } from '../../ui/inspect.ts';
import { useLiveGroup } from '../../ui/live.ts';
import { ChecklistIcon, PublishIcon } from '../../ui/widgetIcons.tsx';
import { FirstStepsCard } from './FirstStepsCard.tsx';
import { PublishingPanelCard } from './PublishingPanelCard.tsx';
import { RoundWidgetButton } from './WidgetParts.tsx';

type ChecklistActor = ActorRefFrom<typeof firstStepsMachine>;
type PublishingActor = ActorRefFrom<typeof publishingPanelMachine>;

/** Room under the page's last line for the round buttons (56 px) and their margin: they never cover it. */
export const WIDGET_DOCK_CLEARANCE = '88px';

/** Bottom right, over the page but under the drawer, panels, modals and toasts (theme.layers.widgets). */
const Dock = styled.aside`
  position: fixed;
  z-index: ${({ theme }) => theme.layers.widgets};
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  max-height: calc(100vh - 64px - 2 * ${({ theme }) => theme.space.md});
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

type Focus = 'checklistCard' | 'checklistButton' | 'publishingCard' | 'publishingButton' | 'main';

/**
 * The shell's two floating widgets (spec 01 §2). The workflow is floatingWidgetsMachine's and its
 * children's; this view renders their states and keeps the keyboard focus where the agent's last
 * action sends it (a minimised card's round button, an opened card's minimise button).
 */
export function FloatingWidgets({ agentId }: { agentId: string }) {
  const widgets = useActorRef(floatingWidgetsMachine, {
    input: {
      agentId,
      checklistDismissed: readChecklistDismissed(agentId),
      publishingDismissedIds: readPublishingDismissed(agentId),
      // A card opens only when the agent asks: open by itself it would cover the bottom right of every
      // page (a form's 'Guardar cambios', a list's buttons). The round button and its badge say enough.
      checklistMinimised: true,
    },
    inspect: useInspect(),
  });
  // Spawned on entry, so present from the first snapshot; selected, not read once, in case the
  // parent is ever restarted (React's strict mode in development) with new children.
  const checklist = useSelector(widgets, (snapshot) => snapshot.children[CHECKLIST_ID] as ChecklistActor);
  const publishing = useSelector(widgets, (snapshot) => snapshot.children[PUBLISHING_ID] as PublishingActor);

  const checklistOpen = useSelector(checklist, (snapshot) => snapshot.hasTag('open'));
  const checklistMinimised = useSelector(checklist, (snapshot) => snapshot.hasTag('minimised'));
  const done = useSelector(checklist, (snapshot) => snapshot.context.done);
  const publishingOpen = useSelector(publishing, (snapshot) => snapshot.hasTag('open'));
  const publishingMinimised = useSelector(publishing, (snapshot) => snapshot.hasTag('minimised'));
  const drafts = useSelector(publishing, (snapshot) => snapshot.context.drafts);

  // Reports a new page; whether to reload is the machines' decision.
  const [location] = useLocation();
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    widgets.send({ type: 'route.changed' });
  }, [location, widgets]);

  // A draft finished publishing (or the connection is back and one may have): the panel reads its list again.
  useLiveGroup(PUBLISHED_GROUP, {
    message: (message) => {
      if (decodePublishedMessage(message)._tag === 'Some') widgets.send({ type: 'publishing.refreshed' });
    },
    resynced: () => widgets.send({ type: 'publishing.refreshed' }),
  });

  const refs = {
    checklistCard: useRef<HTMLButtonElement>(null),
    checklistButton: useRef<HTMLButtonElement>(null),
    publishingCard: useRef<HTMLButtonElement>(null),
    publishingButton: useRef<HTMLButtonElement>(null),
  };
  const pendingFocus = useRef<Focus | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target === 'main') document.getElementById('main-content')?.focus();
    else refs[target].current?.focus();
  });
  const act = (event: Parameters<typeof widgets.send>[0], focus: Focus) => {
    pendingFocus.current = focus;
    widgets.send(event);
  };

  const left = FIRST_STEPS.length - FIRST_STEPS.filter((kind) => done.includes(kind)).length;
  const anything = checklistOpen || checklistMinimised || publishingOpen || publishingMinimised;
  if (!anything) return null;

  return (
    <Dock aria-label={widgetsTexts.region}>
      {checklistOpen && (
        <FirstStepsCard
          ref={refs.checklistCard}
          done={done}
          onMinimise={() => act({ type: 'checklist.minimised' }, 'checklistButton')}
          onDismiss={() => act({ type: 'checklist.dismissed' }, 'main')}
        />
      )}
      {publishingOpen && (
        <PublishingPanelCard
          ref={refs.publishingCard}
          drafts={drafts}
          onMinimise={() => act({ type: 'publishing.minimised' }, 'publishingButton')}
          onDismiss={() => act({ type: 'publishing.dismissed' }, 'main')}
        />
      )}
      {(checklistMinimised || publishingMinimised) && (
        <Buttons>
          {publishingMinimised && (
            <RoundWidgetButton
              ref={refs.publishingButton}
              label={publishingPanelTexts.open(drafts.length)}
              count={drafts.length}
              icon={<PublishIcon />}
              onOpen={() => act({ type: 'publishing.opened' }, 'publishingCard')}
            />
          )}
          {checklistMinimised && (
            <RoundWidgetButton
              ref={refs.checklistButton}
              label={firstStepsTexts.open(left)}
              count={left}
              icon={<ChecklistIcon />}
              onOpen={() => act({ type: 'checklist.opened' }, 'checklistCard')}
            />
          )}
        </Buttons>
      )}
    </Dock>
  );
}
