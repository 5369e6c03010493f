import { fromCallback, type EventObject } from 'xstate';
import { decodePublishingMessage, publishingGroup, type PublishingMessage } from '../../schema/hub.ts';
import type { LiveConnection, LiveStatus } from '../../services/live.ts';

/** What the live connection tells the publishing page. */
export type LiveFeedEvent =
  | { readonly type: 'live.status'; readonly status: LiveStatus }
  | { readonly type: 'live.message'; readonly message: PublishingMessage }
  | { readonly type: 'live.resynced' };

/** The draft's group and the connection's status, as events of this machine, for the page's whole visit. */
export const liveFeed = fromCallback<EventObject, { readonly live: LiveConnection; readonly draftId: string }, LiveFeedEvent>(
  ({ sendBack, input }) => {
    sendBack({ type: 'live.status', status: input.live.getStatus() });
    const offStatus = input.live.onStatus((status) => sendBack({ type: 'live.status', status }));
    const offGroup = input.live.subscribe(publishingGroup(input.draftId), {
      message: (raw) => {
        const decoded = decodePublishingMessage(raw);
        if (decoded._tag === 'Some') sendBack({ type: 'live.message', message: decoded.value });
      },
      resynced: () => sendBack({ type: 'live.resynced' }),
    });
    return () => {
      offGroup();
      offStatus();
    };
  },
);
