import { randomBytes } from 'node:crypto';
import {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  createServer,
} from 'node:http';
import { type AddressInfo } from 'node:net';

/** One request a fake received, as it arrived; `body` is what the fake parsed it to. */
export interface RecordedRequest {
  method: string;
  /** The path and query string as requested. */
  url: string;
  /** The path without the query string, e.g. `/v1/payment_intents/pi_123`. */
  path: string;
  /** The query string's parameters (the last value of a repeated one). */
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** Form fields nested as the provider reads them (Stripe), parsed JSON (PayPal), or the raw text. */
  body: unknown;
  /** The status the fake answered with. */
  status?: number;
}

export interface FakeResponse {
  status: number;
  /** Sent as JSON unless `text` is given. */
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

export interface FakeServerAddress {
  host: string;
  port: number;
  protocol: 'http';
}

/** An http server on 127.0.0.1 and a free port that records every request it answers. */
export abstract class FakeHttpServer {
  private server?: Server;
  private address?: FakeServerAddress;
  private readonly recorded: RecordedRequest[] = [];

  /** Every request received since start (or the last `clearRequests`), oldest first. */
  get requests(): readonly RecordedRequest[] {
    return this.recorded;
  }

  clearRequests(): void {
    this.recorded.length = 0;
  }

  /** `http://127.0.0.1:<port>`; only while started. */
  get baseUrl(): string {
    const { host, port, protocol } = this.listening();
    return `${protocol}://${host}:${port}`;
  }

  protected listening(): FakeServerAddress {
    if (!this.address) throw new Error(`${this.constructor.name} is not started`);
    return this.address;
  }

  protected async listen(): Promise<FakeServerAddress> {
    if (this.address) return this.address;
    const server = createServer((req, res) => void this.serve(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.address = { host: '127.0.0.1', port: (server.address() as AddressInfo).port, protocol: 'http' };
    return this.address;
  }

  /** Closes the server, including keep-alive connections the clients still hold. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.address = undefined;
    if (!server) return;
    const closed = new Promise<void>((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    );
    server.closeAllConnections();
    await closed;
  }

  protected abstract handle(request: RecordedRequest): FakeResponse | Promise<FakeResponse>;

  /** The answer when `handle` throws: a bug in the fake or in a test control, never a provider error. */
  protected internalError(error: unknown): FakeResponse {
    return { status: 500, json: { message: `${this.constructor.name} failed: ${String(error)}` } };
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const request: RecordedRequest = {
      method: (req.method ?? 'GET').toUpperCase(),
      url: req.url ?? '/',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      rawBody,
      body: rawBody,
    };
    this.recorded.push(request);
    let response: FakeResponse;
    try {
      response = await this.handle(request);
    } catch (error) {
      response = this.internalError(error);
    }
    request.status = response.status;
    const body = response.text ?? (response.json === undefined ? '' : JSON.stringify(response.json));
    res.writeHead(response.status, {
      'content-type': response.text === undefined ? 'application/json' : 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(body).toString(),
      ...response.headers,
    });
    res.end(body);
  }
}

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random characters from the first `alphabetSize` of 0-9, A-Z, a-z (36 gives upper-case ids). */
export function randomId(length: number, alphabetSize = 62): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHANUMERIC[byte % alphabetSize];
  return id;
}

/** The single value of a request header, or undefined. */
export function headerOf(request: RecordedRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function clone<T>(value: T): T {
  return structuredClone(value);
}
