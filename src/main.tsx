/**
 * The entry: small on purpose. The app (React, the routes, the machines) is `app/boot.tsx`. On a
 * page the build pre-rendered, it is fetched and run only once the browser has painted that page:
 * the visitor sees the form first, and its JavaScript hydrates it after (all its chunks preloaded
 * at once then, services/hydration-chunks.ts). index.html preloads the app from the start.
 */
import { holdsPrerenderedPage } from './schema/app-document.ts';
import { preloadAccessApi } from './services/access-api.ts';
import { clientConfig } from './services/client-config.ts';
import { readAccessToken } from './services/cookies.ts';
import { holdEarlyActions } from './services/early-actions.ts';
import { startEarlyGet } from './services/early-requests.ts';
import { reportUncaughtErrors } from './services/error-reporting.ts';
import { preloadHydrationChunks } from './services/hydration-chunks.ts';

// First: an error while the app itself loads is reported too (the reporter loads on the first one).
reportUncaughtErrors();

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// A pre-rendered form's buttons work from here on; what is pressed waits for the app (issue 21).
holdEarlyActions(root);

// The API client and its schemas load on first use (services/access-api.ts). A stored token is
// checked at once, so fetch them now; otherwise as soon as the visitor starts on the page.
const token = readAccessToken();
if (token !== null) {
  // The session check is the first thing a returning agent's page waits for: ask it now.
  startEarlyGet('/auth/landlords', clientConfig().apiKey, token);
  preloadAccessApi();
} else for (const type of ['pointerdown', 'keydown', 'focusin']) addEventListener(type, preloadAccessApi, { once: true, capture: true, passive: true });

const start = () => {
  preloadHydrationChunks();
  // React DOM is evaluated in a task of its own, then the app's modules in the next: as one task
  // they blocked the painted form for 150–250 ms in Lighthouse's phone profile (issue 7).
  void import('react-dom/client')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./app/boot.tsx'))
    .then(({ boot }) => boot(root));
};

// A pre-rendered page: after the next frame has been painted (a hidden tab paints nothing: start at
// once). The shell, empty or holding the loading splash (schema/app-document.ts), has nothing to wait for.
if (!holdsPrerenderedPage(root) || document.visibilityState !== 'visible') start();
else requestAnimationFrame(() => setTimeout(start, 0));
