import { HttpTransportType, HubConnectionBuilder, LogLevel, type ILogger } from '@microsoft/signalr';
import { HUB_METHODS, HUB_PATH } from '../schema/hub.ts';
import { clientConfig } from './client-config.ts';
import { readAccessToken } from './cookies.ts';
import type { CreateHubClient } from './hub-client.ts';

/**
 * The real hub client: one @microsoft/signalr HubConnection to `/hubs/notifications` over
 * websockets, reconnecting by itself (0, 2, 10, 30 s, then it closes). The negotiate request
 * carries the API key header and, like the API client, the bearer token read from the cookie at
 * each (re)connection; a browser cannot set headers on the websocket upgrade, so the client sends
 * the token as the `access_token` query there, with the connection token negotiate issued.
 *
 * Imported only dynamically (by hubMachine's connection), so @microsoft/signalr is a chunk of its own
 * that only a signed-in agent's shell loads.
 */
/**
 * The client's own reports as warnings: a connection that drops or cannot start is a state the hub
 * actor shows and retries (status 'failed'), not an error of the page.
 */
const logger: ILogger = {
  log(level, message) {
    if (level >= LogLevel.Warning && level !== LogLevel.None) console.warn(`hub: ${message}`);
  },
};

export const createSignalRHubClient: CreateHubClient = (handlers) => {
  const connection = new HubConnectionBuilder()
    .withUrl(HUB_PATH, {
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => readAccessToken() ?? '',
      headers: { 'X-Api-Key': clientConfig().apiKey },
    })
    .withAutomaticReconnect()
    .configureLogging(logger)
    .build();
  connection.on(HUB_METHODS.receiveMessage, (message: unknown) => handlers.message(message));
  connection.onreconnecting(() => handlers.reconnecting());
  connection.onreconnected(() => handlers.reconnected());
  connection.onclose(() => handlers.closed());
  return {
    start: () => connection.start(),
    stop: () => connection.stop(),
    joinGroup: (group) => connection.invoke(HUB_METHODS.joinGroup, group),
    leaveGroup: (group) => connection.invoke(HUB_METHODS.leaveGroup, group),
  };
};
