/**
 * A TCP proxy on 127.0.0.1 in front of a database server: the way tests take the database away
 * from the app (and give it back) without touching the real server, which other tests share.
 * cut() stops listening and drops every open connection; restore() listens again on the same port.
 */
import { once } from 'node:events';
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** The target URL with its host and port replaced by the proxy's. */
  rewrite(url: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = async () => {
    const s = createServer((client) => {
      const upstream = createConnection({ host: target.host, port: target.port });
      sockets.add(client);
      sockets.add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream);
      upstream.pipe(client);
    });
    s.listen(port, '127.0.0.1');
    await once(s, 'listening');
    port = (s.address() as { port: number }).port;
    server = s;
  };

  const stopListening = async () => {
    const s = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (s) await new Promise((r) => s.close(r));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    rewrite(url: string) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    cut: stopListening,
    async restore() {
      if (!server) await listen();
    },
    close: stopListening,
  };
}
