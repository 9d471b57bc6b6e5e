import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Answer = (request: Received) => { status: number; body: unknown; delayMs?: number };

/** An HTTP server on 127.0.0.1 (a free port) that records each request and answers as told. */
export async function loopback(answer: Answer) {
  const received: Received[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      const { status, body, delayMs = 0 } = answer(entry);
      const timer = setTimeout(() => {
        timers.delete(timer);
        response.writeHead(status, { 'Content-Type': 'application/json', Connection: 'close' });
        response.end(typeof body === 'string' ? body : JSON.stringify(body));
      }, delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
