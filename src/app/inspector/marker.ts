/**
 * The attribute on the panel's host element. `npm run size` (scripts/bundle-budget.ts) looks for
 * it in every chunk the login page loads: finding it there means the panel ships to agents.
 */
export const PANEL_MARKER = 'data-agentes-inspector-panel';

/** The panel's entry module, a dynamic import of src/app/inspector.ts (the manifest's key). */
export const PANEL_MODULE = 'src/app/inspector/panel.tsx';
