import type { ConnectableProvider } from '../../machines/media/media-routes.ts';

/** The networks' names as the Spanish texts write them (the grid shows the server's own `name`). */
export const PROVIDER_NAMES: Readonly<Record<ConnectableProvider, string>> = { instagram: 'Instagram', facebook: 'Facebook' };
