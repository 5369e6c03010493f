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
});
