/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { transformUrl } from '@/lib/images/transform-url';
import { basePath } from '../../site.config.mjs';

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
const close = (server) => new Promise((resolve) => server.close(resolve));

/** The front as wrangler-test.sh runs it (its own process: IPX loads modules Jest's VM cannot). */
async function startFront(hostPort, siteRoot) {
  const probe = createServer();
  const port = await listen(probe);
  await close(probe);
  const child = spawn(process.execPath, ['scripts/image-cdn/front.mjs', port, hostPort, siteRoot], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (text) => String(text).includes('stand-in at') && resolve());
    child.on('exit', (code) => reject(new Error(`front.mjs exited with ${code}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

// The host behind the front (wrangler in the browser tests): it echoes what reached it.
let host;
let front;
let origin;
let root;
const reached = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'front-test-'));
  mkdirSync(join(root, 'uploads'));
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
    .jpeg()
    .toFile(join(root, 'uploads/photo.jpg'));
  host = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      reached.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(req.url.endsWith('/missing') ? 404 : 201, {
        'Content-Type': 'text/plain',
        'Set-Cookie': ['a=1', 'b=2'],
        'X-From': 'host',
      });
      res.end(`host: ${req.method} ${req.url} ${body}`);
    });
  });
  front = await startFront(await listen(host), root);
  origin = front.origin;
});

afterAll(async () => {
  front.stop();
  await close(host);
  rmSync(root, { recursive: true, force: true });
});

describe('the image CDN front', () => {
  it('answers a CDN URL itself, resized to the width asked, in a format the browser takes', async () => {
    const url = transformUrl('cloudflare', `${basePath}/uploads/photo.jpg`, 320);
    const response = await fetch(`${origin}${url}`, { headers: { Accept: 'image/avif,*/*' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    const image = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(image.width).toBe(320);
    expect(reached.filter((r) => r.url.includes('photo.jpg'))).toEqual([]);
  });

  it('passes every other request to the host unchanged, form posts and answers included', async () => {
    const response = await fetch(`${origin}${basePath}/api/requests?x=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
      body: 'name=%E1%83%9C%E1%83%98%E1%83%9C%E1%83%9D&phone=555',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-from')).toBe('host');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    const seen = reached.at(-1);
    expect(seen).toMatchObject({
      method: 'POST',
      url: `${basePath}/api/requests?x=1`,
      body: 'name=%E1%83%9C%E1%83%98%E1%83%9C%E1%83%9D&phone=555',
    });
    // The host sees the address the browser used, as behind Cloudflare's edge.
    expect(seen.headers.host).toBe(new URL(origin).host);
    expect(seen.headers.origin).toBe(origin);
    // On a connection of its own: a pooled one the host had closed as idle failed the next request.
    expect(seen.headers.connection).toBe('close');
    const missing = await fetch(`${origin}${basePath}/missing`);
    expect(missing.status).toBe(404);
  });

  it('says the host is down rather than hanging', async () => {
    const lonely = await startFront(1, root);
    try {
      const response = await fetch(`${lonely.origin}${basePath}/`);
      expect(response.status).toBe(502);
      expect(await response.text()).toMatch(/the host did not answer/);
    } finally {
      lonely.stop();
    }
  });
});
