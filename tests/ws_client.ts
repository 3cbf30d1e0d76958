/** A WebSocket client for tests (Deno's own WebSocket), taking messages in order. */
export type Message = Record<string, unknown> & { type: string };

/** A WebSocket client that queues what it receives, for a test to take in order. */
export class Client {
  #queue: Message[] = [];
  #waiting: ((m: Message | undefined) => void) | undefined;
  closed = false;
  private constructor(readonly ws: WebSocket) {
    ws.onmessage = (e) => this.#take(JSON.parse(e.data));
    ws.onclose = () => {
      this.closed = true;
      this.#waiting?.(undefined);
    };
  }
  static open(url: string): Promise<Client> {
    const ws = new WebSocket(url);
    const client = new Client(ws);
    return new Promise((resolve, reject) => {
      ws.onopen = () => resolve(client);
      ws.onerror = () => reject(new Error("the socket did not open"));
    });
  }
  #take(m: Message) {
    const waiting = this.#waiting;
    this.#waiting = undefined;
    if (waiting) waiting(m);
    else this.#queue.push(m);
  }
  send(message: unknown) {
    this.ws.send(typeof message === "string" ? message : JSON.stringify(message));
  }
  /** The next message (`ms` at most). */
  next(ms = 10_000): Promise<Message> {
    const queued = this.#queue.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no message within ${ms} ms`)), ms);
      this.#waiting = (m) => {
        clearTimeout(timer);
        m ? resolve(m) : reject(new Error("the socket closed"));
      };
    });
  }
  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.addEventListener("close", () => resolve());
      this.ws.close();
    });
  }
}
