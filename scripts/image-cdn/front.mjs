#!/usr/bin/env node
// The image CDN in front of a host, as Cloudflare's edge stands in front of the Worker: requests in
// the CDN's URL form (/cdn-cgi/image/…, /.netlify/images) are answered by the IPX stand-in
// (standin.mjs) from the site's files, and every other request goes to the host unchanged:
// method, path, headers (Host too) and body, both ways. scripts/wrangler-test.sh puts it in
// front of `wrangler pages dev` for an IMAGE_CDN build, which Pages alone cannot answer.
//
// Usage: node scripts/image-cdn/front.mjs <port> <host port> <site root>   (loopback only)
import { createServer, request } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { basePath } from '../../site.config.mjs';
import { imageCdnStandin } from './standin.mjs';

/** Headers without those of one connection (RFC 9110, 7.6.1), which a proxy does not forward. */
function withoutHopHeaders(headers) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => name !== 'connection' && name !== 'keep-alive'),
  );
}

/**
 * A server answering the image CDN's URLs for the files under `root` (the folder the base path
 * is served from) and passing everything else to the host on 127.0.0.1:`hostPort`.
 */
export function createImageCdnFront(hostPort, root) {
  const standin = imageCdnStandin(root, basePath);
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if ((req.method === 'GET' || req.method === 'HEAD') && (await standin(req, res, url))) return;
    // A connection of its own for each request, closed after it: a pooled connection that the
    // host has just closed as idle fails the next request sent on it (a 502 in a page sweep).
    // Connection headers concern one hop, so neither side's is passed on.
    const upstream = request(
      {
        host: '127.0.0.1',
        port: hostPort,
        method: req.method,
        path: req.url,
        headers: { ...withoutHopHeaders(req.headers), connection: 'close' },
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, withoutHopHeaders(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(`the host did not answer: ${error.message}`);
    });
    req.pipe(upstream);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [port, hostPort, root] = process.argv.slice(2);
  if (!port || !hostPort || !root) {
    console.error('usage: node scripts/image-cdn/front.mjs <port> <host port> <site root>');
    process.exit(2);
  }
  createImageCdnFront(Number(hostPort), resolve(root)).listen(Number(port), '127.0.0.1', () =>
    console.log(
      `image CDN stand-in at http://127.0.0.1:${port}, the host behind it on ${hostPort}`,
    ),
  );
}
