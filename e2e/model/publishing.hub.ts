import { expect, type Page, type Route, type WebSocketRoute } from '@playwright/test';

/**
 * The live hub for publishingMachine's paths: e2e/fixtures/fake-hub.ts's SignalR JSON protocol
 * (negotiate, handshake, completions), plus what the paths need and FakeHub cannot do, so the
 * page's LiveConnection reports each status only when the path says so:
 * - negotiate is held until a step needs the connection (the status stays 'connecting');
 * - JoinGroup completions are held until the path's `live.status connected`: the registry only
 *   reports 'connected' once its joins are answered, yet it already delivers messages;
 * - a Close frame that allows a reconnect (the client reconnects and calls `resynced`), or one
 *   that does not and a negotiate that fails (the status becomes 'failed').
 * (A candidate for fake-hub.ts once nobody else edits it.)
 */
const SEPARATOR = '\u001e';

interface Frame {
  readonly protocol?: string;
  readonly type?: number;
  readonly target?: string;
  readonly invocationId?: string;
  readonly arguments?: readonly unknown[];
}

/** The client answers within milliseconds: look often. */
const POLL = [10, 25, 50, 100] as const;

const NEGOTIATED = {
  negotiateVersion: 1,
  connectionId: 'connection-1',
  connectionToken: 'connection-token-1',
  availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
};

export class ModelHub {
  readonly joined: string[] = [];
  readonly #page: Page;
  readonly #negotiations: Route[] = [];
  #negotiate: 'hold' | 'open' | 'fail' = 'hold';
  #socket: WebSocketRoute | null = null;
  /** The current socket has shaken hands and its client has joined its groups (hubMachine is connected). */
  #joinedOnSocket = 0;
  #handshakes = 0;
  /** Joins are completed: the registry reports 'connected'. */
  #answerJoins = false;
  #heldJoins: { readonly socket: WebSocketRoute; readonly invocationId: string }[] = [];

  private constructor(page: Page) {
    this.#page = page;
  }

  static async install(page: Page): Promise<ModelHub> {
    const hub = new ModelHub(page);
    await page.route(/\/hubs\/notifications\/negotiate/, (route) => hub.#negotiated(route));
    await page.routeWebSocket(/\/hubs\/notifications/, (socket) => hub.#accept(socket));
    return hub;
  }

  /** The page has asked for a connection (the publishing page wants it at once). */
  async requested(): Promise<void> {
    await expect.poll(() => this.#negotiations.length + this.#handshakes, { message: 'the page negotiates with the hub', intervals: [...POLL] }).toBeGreaterThan(0);
  }

  get up(): boolean {
    return this.#socket !== null && this.#joinedOnSocket > 0;
  }

  /** The transport is up and the client has asked to join its groups (their answers may still be held). */
  async open(): Promise<void> {
    if (this.up) return;
    this.#negotiate = 'open';
    for (const route of this.#negotiations.splice(0)) await route.fulfill({ json: NEGOTIATED });
    await expect.poll(() => this.up, { message: 'the page connects to the hub and joins its groups', intervals: [...POLL] }).toBe(true);
  }

  /** Answers the joins, held and to come: the page's status becomes 'connected'. */
  connect(): void {
    this.#answerJoins = true;
    for (const { socket, invocationId } of this.#heldJoins.splice(0)) {
      if (socket === this.#socket) this.#complete(socket, invocationId);
    }
  }

  /** The next connection (hubMachine's retry after 'failed') starts and joins. */
  recover(): void {
    this.#negotiate = 'open';
    this.#answerJoins = true;
  }

  /** The connection cannot start, or the server ends it without a reconnect: status 'failed' (and so on each retry). */
  async fail(): Promise<void> {
    this.#negotiate = 'fail';
    this.#answerJoins = false;
    for (const route of this.#negotiations.splice(0)) await route.fulfill({ status: 500, body: 'down' });
    if (this.#socket !== null) this.#frame(this.#socket, { type: 7, error: 'bye', allowReconnect: false });
  }

  /**
   * The server restarts: the client reconnects, re-joins (answered, since a resync only follows a
   * join) and calls `resynced`. The client waits its first retry delay (0 ms) on the page's clock.
   */
  async drop(): Promise<void> {
    await this.open();
    this.#answerJoins = true;
    const handshakes = this.#handshakes;
    this.#frame(this.#socket!, { type: 7, error: 'restart', allowReconnect: true });
    await expect
      .poll(
        async () => {
          await this.#page.clock.runFor(1);
          return this.#handshakes > handshakes && this.up;
        },
        { message: 'the page reconnects to the hub', intervals: [...POLL] },
      )
      .toBe(true);
  }

  /** The server's `ReceiveMessage(message)` on the open connection. */
  send(message: unknown): void {
    if (this.#socket === null) throw new Error('ModelHub: no client connected');
    this.#frame(this.#socket, { type: 1, target: 'ReceiveMessage', arguments: [message] });
  }

  /** The server's keep-alive: without one in 30 s the client drops the connection itself. */
  ping(): void {
    if (this.#socket !== null) this.#frame(this.#socket, { type: 6 });
  }

  async #negotiated(route: Route): Promise<void> {
    if (this.#negotiate === 'hold') this.#negotiations.push(route);
    else if (this.#negotiate === 'fail') await route.fulfill({ status: 500, body: 'down' });
    else await route.fulfill({ json: NEGOTIATED });
  }

  #accept(socket: WebSocketRoute): void {
    this.#socket = socket;
    this.#joinedOnSocket = 0;
    socket.onClose(() => {
      if (this.#socket === socket) this.#socket = null;
    });
    socket.onMessage((data) => {
      for (const part of String(data).split(SEPARATOR).filter((text) => text !== '')) {
        const frame = JSON.parse(part) as Frame;
        if (frame.protocol !== undefined) {
          this.#handshakes += 1;
          socket.send(`{}${SEPARATOR}`);
        } else if (frame.type === 1) this.#invoked(socket, frame);
      }
    });
  }

  #invoked(socket: WebSocketRoute, frame: Frame): void {
    const join = frame.target === 'JoinGroup';
    if (join) {
      this.joined.push(String(frame.arguments?.[0]));
      if (socket === this.#socket) this.#joinedOnSocket += 1;
    }
    if (frame.invocationId === undefined) return;
    if (join && !this.#answerJoins) this.#heldJoins.push({ socket, invocationId: frame.invocationId });
    else this.#complete(socket, frame.invocationId);
  }

  #complete(socket: WebSocketRoute, invocationId: string): void {
    this.#frame(socket, { type: 3, invocationId, result: null });
  }

  #frame(socket: WebSocketRoute, frame: object): void {
    socket.send(JSON.stringify(frame) + SEPARATOR);
  }
}
