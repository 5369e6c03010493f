import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { loadInspector } from './app/inspector.ts';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// The inspector (dev only, VITE_INSPECT=true) must exist before the first actor starts.
void loadInspector().then((inspect) => {
  createRoot(root).render(
    <StrictMode>
      <App inspect={inspect} />
    </StrictMode>,
  );
});
