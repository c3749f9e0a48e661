import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { nricCheckLetter } from '@app/core';
import { BenchSession, type Outcome } from './harness';

/**
 * The checkout benchmark's load client, in its own process so that it does not share the api's
 * event loop: BENCH_CLIENTS sessions share BENCH_TOTAL checkouts of event BENCH_EVENT at BENCH_BASE,
 * and the RunResult is printed as JSON on stdout.
 *
 * It should cost next to nothing, as pgbench does for the ceiling: every request's bytes (its
 * session's cookie and CSRF token, a unique participant, a fresh idempotency key) are built before
 * the measured window, and each client writes them to its own keep-alive socket and reads only the
 * status line and the body's length of the answer (fetch cost about 1 ms of CPU per request).
 */
const base = new URL(process.env.BENCH_BASE!);
const eventId = Number(process.env.BENCH_EVENT);
const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const total = Number(process.env.BENCH_TOTAL ?? 1000);
const offset = Number(process.env.BENCH_OFFSET ?? 0);

const person = (sequence: number) => {
  const digits = String(1_000_000 + sequence).slice(-7);
  return {
    firstName: 'Bench',
    lastName: `Visitor ${sequence}`,
    nric: `S${digits}${nricCheckLetter('S', digits)}`,
    email: `visitor${sequence}-${randomBytes(3).toString('hex')}@example.com`,
    mobileNo: `9${String(sequence).padStart(7, '0')}`,
  };
};

/** One checkout as the bytes of an HTTP/1.1 request on a kept-alive connection. */
const checkoutRequest = (session: { cookie: string; token: string }, sequence: number): Buffer => {
  const body = Buffer.from(
    JSON.stringify({
      items: [{ eventId, participant: person(sequence) }],
      paymentMethod: 'paynow',
      idempotencyKey: randomBytes(12).toString('hex'),
    }),
  );
  const head =
    `POST /registration/create HTTP/1.1\r\nHost: ${base.host}\r\nConnection: keep-alive\r\n` +
    `Cookie: ${session.cookie}\r\nX-Requested-With: XMLHttpRequest\r\nX-CSRF-TOKEN: ${session.token}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), body]);
};

const HEADER_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('0\r\n\r\n');

/**
 * A keep-alive connection that sends one prepared request at a time and resolves with the answer's
 * status once its body has arrived (by Content-Length, or the last chunk of a chunked body).
 */
class RawConnection {
  private pending: Buffer = Buffer.alloc(0);
  private waiting: ((status: number) => void) | null = null;

  private constructor(private readonly socket: Socket) {
    socket.setNoDelay(true);
    socket.on('data', (data: Buffer) => this.received(data));
  }

  static open(): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(Number(base.port), base.hostname, () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  send(request: Buffer): Promise<number> {
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.socket.write(request);
    });
  }

  close(): void {
    this.socket.end();
  }

  private received(data: Buffer): void {
    this.pending = this.pending.length ? Buffer.concat([this.pending, data]) : data;
    const headerEnd = this.pending.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = this.pending.toString('latin1', 0, headerEnd);
    const bodyStart = headerEnd + HEADER_END.length;
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    let end: number;
    if (length) {
      end = bodyStart + Number(length[1]);
      if (this.pending.length < end) return;
    } else {
      const last = this.pending.indexOf(CHUNKED_END, bodyStart);
      if (last < 0) return;
      end = last + CHUNKED_END.length;
    }
    this.pending = this.pending.subarray(end);
    const resolve = this.waiting;
    this.waiting = null;
    resolve?.(Number(head.slice(9, 12)));
  }
}

const main = async () => {
  const sessions = await Promise.all(Array.from({ length: clients }, () => BenchSession.open(base.origin)));
  const connections = await Promise.all(sessions.map(() => RawConnection.open()));
  // Request i goes to client i mod clients, as a shared queue would hand them out at an even pace.
  const queues = sessions.map((session, client) => {
    const own: Buffer[] = [];
    for (let index = client; index < total; index += clients)
      own.push(checkoutRequest(session.credentials(), offset + index + 1));
    return own;
  });
  const outcomes: Outcome[] = [];
  const started = process.cpuUsage();
  const startedAt = performance.now();
  await Promise.all(
    connections.map(async (connection, client) => {
      for (const request of queues[client]) {
        const start = performance.now();
        const status = await connection.send(request);
        outcomes.push({ ms: performance.now() - start, status });
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  const { user, system } = process.cpuUsage(started);
  connections.forEach((connection) => connection.close());
  // Its own CPU time over the run too, so the benchmark can tell what the machine spent per checkout.
  process.stdout.write(JSON.stringify({ outcomes, seconds, clientCpuMicros: user + system }));
};

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
