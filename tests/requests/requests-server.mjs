// A local requests site for scripts that drive it (the load benchmark, the inbox page check):
// a stand-in export (an index page, the catalogue's names.json in every language with the test
// fixtures' product ids, and the inbox page built into it), or a built upload folder (`built`,
// e.g. deploy/dist/cloudflare, with the product ids of its names.json), served by `wrangler dev`
// with the repository's worker/, a throw-away local D1 with migrations/ applied, and a loopback
// JWKS for Access tokens. Loopback only; stop() removes everything but the built folder.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { basePath, locales } from '../../site.config.mjs';
import { accessEdge, accessStub, listen } from './smoke-stubs.mjs';
import { wranglerLocal } from '../../scripts/lib/wrangler-local.mjs';

const root = resolve(import.meta.dirname, '../..');

/** Product ids of the test fixtures (tests/fixtures/content/products). */
export function fixtureProductIds() {
  const dir = join(root, 'tests/fixtures/content/products');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => parseYaml(readFileSync(join(dir, name), 'utf8')).ka.id);
}

/** The stand-in export in `site`; the fixtures' product ids it names. */
function standIn(site, { inboxPage, name }) {
  const served = join(site, basePath.slice(1));
  const productIds = fixtureProductIds();
  for (const locale of locales) {
    mkdirSync(join(served, `product-data/${locale}`), { recursive: true });
    writeFileSync(
      join(served, `product-data/${locale}/names.json`),
      JSON.stringify({ names: Object.fromEntries(productIds.map((id) => [id, `Name of ${id}`])) }),
    );
  }
  writeFileSync(join(served, 'index.html'), `<!doctype html><title>${name}</title>`);
  if (inboxPage) {
    // The inbox page names the site's icon; the real export has it at the base path too.
    copyFileSync(join(root, 'app/icon.svg'), join(served, 'icon.svg'));
    execFileSync(process.execPath, [join(root, 'scripts/inbox/build-inbox.mjs')], {
      cwd: root,
      env: { ...process.env, OUT_DIR: served },
      stdio: 'inherit',
    });
  }
  return productIds;
}

/** Product ids of a built upload folder: the catalogue's names.json of the default language. */
const builtProductIds = (site) =>
  Object.keys(
    JSON.parse(readFileSync(join(site, basePath.slice(1), 'product-data/ka/names.json'), 'utf8'))
      .names,
  );

/**
 * Starts the site on `port` (the JWKS on port + 2, and with `edge`, Access's edge on port + 3:
 * the same site for a browser that holds the CF_Authorization cookie); `bindings` add or
 * replace variables. With `built` (a folder), that build is served, inbox page and all.
 */
export async function startRequestsServer({
  port,
  bindings = {},
  inboxPage = false,
  edge = false,
  built,
  name,
}) {
  const temp = mkdtempSync(join(tmpdir(), `gps-${name}-`));
  const site = built ?? join(temp, 'site');
  const productIds = built ? builtProductIds(built) : standIn(site, { inboxPage, name });
  const team = `${name}-team`;
  const aud = `${name}-aud`;
  const access = await accessStub({ team, aud });
  await listen(access.server, port + 2);
  const wrangler = wranglerLocal({ root, temp });
  const edgeServer = edge ? accessEdge({ target: `http://127.0.0.1:${port}` }) : null;
  if (edgeServer) await listen(edgeServer, port + 3);
  const stop = async () => {
    await wrangler.stop();
    access.server.close();
    edgeServer?.close();
    rmSync(temp, { recursive: true, force: true });
  };
  try {
    wrangler.migrate();
    await wrangler.start({
      site,
      port,
      readyPath: `${basePath}/`,
      bindings: {
        ACCESS_TEAM_DOMAIN: team,
        ACCESS_AUD: aud,
        ACCESS_CERTS_URL: `http://127.0.0.1:${port + 2}/certs`,
        ...bindings,
      },
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    endpoint: `${origin}${basePath}/api/requests`,
    inbox: `${origin}${basePath}/admin/requests/`,
    productIds,
    token: () => access.token(),
    wrangler,
    /** Stops wrangler but keeps the database for queries; then call remove(). */
    stopServer: () => wrangler.stop(),
    edgeOrigin: `http://127.0.0.1:${port + 3}`,
    remove: () => {
      access.server.close();
      edgeServer?.close();
      rmSync(temp, { recursive: true, force: true });
    },
    stop,
  };
}
