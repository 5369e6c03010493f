import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme.ts';
import { InspectorPanel } from './InspectorPanel.tsx';
import { PANEL_MARKER } from './marker.ts';
import { createInspectorStore, type InspectorStore } from './store.ts';

/** The panel's entry, reached only through the dynamic import in src/app/inspector.ts when the inspector is enabled. */

/** Mounts the panel in its own React root beside the app (never inside #root, which may hydrate). */
export function startInspectorPanel(): InspectorStore {
  const store = createInspectorStore();
  const host = document.createElement('div');
  host.setAttribute(PANEL_MARKER, '');
  document.body.append(host);
  createRoot(host).render(
    <ThemeProvider theme={theme}>
      <InspectorPanel store={store} />
    </ThemeProvider>,
  );
  return store;
}
