import { describe, expect, it } from 'vitest';
import { actionCalls, graphSuite, run } from './graph-suite.ts';
import { model } from './sidebarMachine.model.ts';

graphSuite(model);

describe('sidebarMachine effects', () => {
  it('starts as the cookie says, collapsed anyway under 768 px', () => {
    expect(run(model, { collapsed: false, width: 1280 }, []).actor.getSnapshot().value).toBe('expanded');
    expect(run(model, { collapsed: true, width: 1280 }, []).actor.getSnapshot().value).toBe('collapsed');
    expect(run(model, { collapsed: false, width: 767 }, []).actor.getSnapshot().value).toBe('collapsed');
    expect(run(model, { collapsed: false, width: 768 }, []).actor.getSnapshot().value).toBe('expanded');
  });

  it('persists the agent’s toggles in the cookie', () => {
    const running = run(model, { collapsed: false, width: 1280 }, [{ type: 'sidebar.toggled' }, { type: 'sidebar.toggled' }]);
    expect(actionCalls(running.effects, 'persist')).toEqual([{ collapsed: true }, { collapsed: false }]);
  });

  it('collapses below 768 px without touching the cookie, and restores on widening', () => {
    const running = run(model, { collapsed: false, width: 1280 }, [{ type: 'viewport.resized', width: 700 }]);
    expect(running.actor.getSnapshot().value).toBe('collapsed');
    running.actor.send({ type: 'viewport.resized', width: 1024 });
    expect(running.actor.getSnapshot().value).toBe('expanded');
    expect(actionCalls(running.effects, 'persist')).toEqual([]);
  });

  it('leaves a sidebar opened on a narrow screen open while the narrow screen resizes', () => {
    const running = run(model, { collapsed: false, width: 500 }, [
      { type: 'sidebar.toggled' },
      { type: 'viewport.resized', width: 520 },
    ]);
    expect(running.actor.getSnapshot().value).toBe('expanded');
  });

  it('keeps a sidebar the agent collapsed collapsed when the window widens', () => {
    const running = run(model, { collapsed: true, width: 500 }, [{ type: 'viewport.resized', width: 1280 }]);
    expect(running.actor.getSnapshot().value).toBe('collapsed');
  });

  it('is a closed drawer under 480 px, whatever the cookie says', () => {
    expect(run(model, { collapsed: false, width: 390 }, []).actor.getSnapshot().value).toEqual({ drawer: 'closed' });
    expect(run(model, { collapsed: true, width: 479 }, []).actor.getSnapshot().value).toEqual({ drawer: 'closed' });
    expect(run(model, { collapsed: false, width: 480 }, []).actor.getSnapshot().value).toBe('collapsed');
  });

  it('opens the drawer from the top bar and closes it by Escape/backdrop or by a new page, never touching the cookie', () => {
    const running = run(model, { collapsed: false, width: 390 }, [{ type: 'drawer.opened' }]);
    expect(running.actor.getSnapshot().value).toEqual({ drawer: 'open' });
    running.actor.send({ type: 'drawer.closed' });
    expect(running.actor.getSnapshot().value).toEqual({ drawer: 'closed' });
    running.actor.send({ type: 'drawer.opened' });
    running.actor.send({ type: 'route.changed' });
    expect(running.actor.getSnapshot().value).toEqual({ drawer: 'closed' });
    // The rail's toggle does not exist on phones.
    expect(running.actor.getSnapshot().can({ type: 'sidebar.toggled' })).toBe(false);
    expect(actionCalls(running.effects, 'persist')).toEqual([]);
  });

  it('keeps an open drawer open while a phone resizes its window (URL bar, keyboard)', () => {
    const running = run(model, { collapsed: false, width: 390 }, [{ type: 'drawer.opened' }, { type: 'viewport.resized', width: 412 }]);
    expect(running.actor.getSnapshot().value).toEqual({ drawer: 'open' });
  });

  it('turns rail or full menu into the drawer below 480 px and back as the agent left it', () => {
    const wide = run(model, { collapsed: false, width: 1280 }, [{ type: 'viewport.resized', width: 400 }]);
    expect(wide.actor.getSnapshot().value).toEqual({ drawer: 'closed' });
    wide.actor.send({ type: 'viewport.resized', width: 1280 });
    expect(wide.actor.getSnapshot().value).toBe('expanded');
    wide.actor.send({ type: 'viewport.resized', width: 400 });
    wide.actor.send({ type: 'viewport.resized', width: 600 });
    expect(wide.actor.getSnapshot().value).toBe('collapsed');

    const byChoice = run(model, { collapsed: true, width: 1280 }, [
      { type: 'viewport.resized', width: 400 },
      { type: 'viewport.resized', width: 1280 },
    ]);
    expect(byChoice.actor.getSnapshot().value).toBe('collapsed');
  });
});
