import { sidebarMachine, type SidebarContext } from '../../src/machines/sidebarMachine.ts';
import { stateKey, type MachineModel } from './graph.ts';

export const model: MachineModel<typeof sidebarMachine> = {
  name: 'sidebarMachine',
  machine: sidebarMachine,
  input: { collapsed: false, width: 1280 },
  inputs: {
    wide: { collapsed: false, width: 1280 },
    collapsedByChoice: { collapsed: true, width: 1280 },
    narrow: { collapsed: false, width: 500 },
    phone: { collapsed: false, width: 390 },
  },
  events: [
    { type: 'sidebar.toggled' },
    { type: 'viewport.resized', width: 390 },
    { type: 'viewport.resized', width: 500 },
    { type: 'viewport.resized', width: 1280 },
    { type: 'drawer.opened' },
    { type: 'drawer.closed' },
    { type: 'route.changed' },
  ],
  serializeState: (snapshot) => {
    const context = snapshot.context as SidebarContext;
    return stateKey(snapshot, { preferCollapsed: context.preferCollapsed, width: context.width });
  },
  effects: ['persist'],
};
