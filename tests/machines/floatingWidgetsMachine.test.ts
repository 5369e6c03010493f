import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { floatingWidgetsMachine } from '../../src/machines/floatingWidgetsMachine.ts';
import { firstStepsMachine } from '../../src/machines/firstStepsMachine.ts';
import { publishingPanelMachine } from '../../src/machines/publishingPanelMachine.ts';
import type { CompletedTaskKind } from '../../src/schema/reference.ts';
import type { PropertyDraftSummary } from '../../src/schema/property-draft.ts';
import { graphSuite } from './graph-suite.ts';
import { INPUT, model } from './floatingWidgetsMachine.model.ts';
import { ONE } from './publishingPanelMachine.model.ts';

graphSuite(model);

/** The real pair, with answers from the server stubbed and nothing stored. */
const startPair = async (input = INPUT) => {
  const machine = floatingWidgetsMachine.provide({
    actors: {
      firstSteps: firstStepsMachine.provide({
        actors: { loadCompleted: fromPromise<readonly CompletedTaskKind[]>(async () => [1, 5]) },
        actions: { persistDismissed: () => {} },
      }),
      publishingPanel: publishingPanelMachine.provide({
        actors: { loadPublishing: fromPromise<readonly PropertyDraftSummary[]>(async () => ONE) },
        actions: { persistDismissed: () => {} },
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const child = (id: string) => actor.getSnapshot().children[id] as AnyActorRef;
  const tags = (id: string) => ({
    open: child(id).getSnapshot().hasTag('open') as boolean,
    minimised: child(id).getSnapshot().hasTag('minimised') as boolean,
  });
  return { actor, tags };
};

describe('floatingWidgetsMachine with its children', () => {
  it('starts with both as round buttons, as the shell asks', async () => {
    const { tags } = await startPair({ ...INPUT, checklistMinimised: true });
    expect(tags('checklist')).toEqual({ open: false, minimised: true });
    expect(tags('publishing')).toEqual({ open: false, minimised: true });
  });

  it('can start with the checklist open and the publishing panel as its round button', async () => {
    const { tags } = await startPair();
    expect(tags('checklist')).toEqual({ open: true, minimised: false });
    expect(tags('publishing')).toEqual({ open: false, minimised: true });
  });

  it('opening one widget minimises the other, both ways', async () => {
    const { actor, tags } = await startPair();
    actor.send({ type: 'publishing.opened' });
    expect(tags('publishing').open).toBe(true);
    expect(tags('checklist').minimised).toBe(true);
    actor.send({ type: 'checklist.opened' });
    expect(tags('checklist').open).toBe(true);
    expect(tags('publishing').minimised).toBe(true);
  });

  it('routes minimise and dismiss to the widget concerned only', async () => {
    const { actor, tags } = await startPair();
    actor.send({ type: 'checklist.minimised' });
    expect(tags('checklist').minimised).toBe(true);
    actor.send({ type: 'checklist.opened' });
    actor.send({ type: 'checklist.dismissed' });
    expect(actor.getSnapshot().children.checklist?.getSnapshot().value).toBe('closed');
    actor.send({ type: 'publishing.opened' });
    actor.send({ type: 'publishing.minimised' });
    expect(tags('publishing').minimised).toBe(true);
    actor.send({ type: 'publishing.opened' });
    actor.send({ type: 'publishing.dismissed' });
    expect(actor.getSnapshot().children.publishing?.getSnapshot().value).toBe('hidden');
  });

  it('a live message refreshes the publishing panel only', async () => {
    const { actor } = await startPair();
    actor.send({ type: 'publishing.refreshed' });
    expect(actor.getSnapshot().children.publishing?.getSnapshot().value).toEqual({ shown: { view: 'minimised', data: 'refreshing' } });
    expect(actor.getSnapshot().children.checklist?.getSnapshot().value).toEqual({ shown: { view: 'open', data: 'idle' } });
  });

  it('refreshes both on a new page', async () => {
    const { actor } = await startPair();
    actor.send({ type: 'route.changed' });
    expect(actor.getSnapshot().children.checklist?.getSnapshot().value).toEqual({ shown: { view: 'open', data: 'refreshing' } });
    expect(actor.getSnapshot().children.publishing?.getSnapshot().value).toEqual({ shown: { view: 'minimised', data: 'refreshing' } });
  });
});
