import { type AddressInfo, type Server, type Socket, connect, createServer } from 'node:net';

/**
 * A TCP relay between the app and a server (PostgreSQL) that a test can cut and restore, so an
 * outage is simulated without stopping the shared server. While cut, open connections are reset
 * and new ones are accepted and closed at once, as a server going down does.
 */
export class TcpProxy {
  private readonly sockets = new Set<Socket>();
  private readonly server: Server;
  private cut = false;

  private constructor(target: { host: string; port: number }) {
    this.server = createServer((client) => this.relay(client, target));
  }

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** The given connection URL, pointed at the proxy instead. */
  static via(url: string, proxy: TcpProxy): string {
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    return proxied.toString();
  }

  private relay(client: Socket, target: { host: string; port: number }): void {
    if (this.cut) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  /** The server "goes down": every open connection drops and new ones fail. */
  interrupt(): void {
    this.cut = true;
    for (const socket of this.sockets) socket.resetAndDestroy();
  }

  restore(): void {
    this.cut = false;
  }

  async stop(): Promise<void> {
    this.interrupt();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
