import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

/**
 * A small local load balancer for the two-process test: each request (and each WebSocket upgrade)
 * goes to the next backend in turn, on a connection of its own, with the answer marked
 * `x-backend: <index>` so a test can see that the calls really alternated.
 */
export interface RoundRobinProxy {
  origin: string;
  http: Server;
  /** The backend each WebSocket upgrade went to, in order. */
  upgrades: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(backends: readonly string[]): Promise<RoundRobinProxy> {
  let turn = 0;
  const upgrades: number[] = [];
  const next = () => {
    const index = turn % backends.length;
    turn += 1;
    return { index, url: new URL(backends[index] ?? '') };
  };
  const sockets = new Set<Socket>();
  const server: Server = createServer((incoming, outgoing) => {
    const { index, url } = next();
    const forwarded = request(
      {
        host: url.hostname,
        port: url.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: url.host, connection: 'close' },
        agent: false,
      },
      (answer: IncomingMessage) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-backend': String(index) });
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (incoming: IncomingMessage, client: Socket, head: Buffer) => {
    const { index, url } = next();
    upgrades.push(index);
    const upstream = connect(Number(url.port), url.hostname, () => {
      const lines = [`${incoming.method ?? 'GET'} ${incoming.url ?? '/'} HTTP/1.1`];
      for (let at = 0; at < incoming.rawHeaders.length; at += 2) {
        const name = incoming.rawHeaders[at] ?? '';
        lines.push(`${name}: ${name.toLowerCase() === 'host' ? url.host : (incoming.rawHeaders[at + 1] ?? '')}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    const end = () => {
      upstream.destroy();
      client.destroy();
    };
    upstream.on('error', end);
    client.on('error', end);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    http: server,
    upgrades,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
