/** @jest-environment node */
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineScriptHashes, withPolicy } from '../../../scripts/csp.mjs';
import { functionPath, prepareRequestsSite } from '../../../scripts/lib/requests-site.mjs';

const endpoint = 'http://127.0.0.1:3101/contact';
let temp;
beforeEach(() => {
  temp = mkdtempSync(join(tmpdir(), 'requests-site-'));
});
afterEach(() => rmSync(temp, { recursive: true, force: true }));

/** An upload folder as write-host-config makes it, built with a loopback form endpoint. */
function upload(action) {
  const source = join(temp, 'upload');
  const page = (body) =>
    withPolicy(
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body>${body}</body></html>`,
    );
  mkdirSync(join(source, 'gps-app/ka/contacts'), { recursive: true });
  const contacts = page(
    `<form id="contact-form" action="${action}" method="post"></form>` +
      `<script>self.__next_f.push([1,"{\\"endpoint\\":\\"${action}\\"}"])</script>`,
  );
  writeFileSync(join(source, 'gps-app/ka/contacts/index.html'), contacts);
  writeFileSync(join(source, 'gps-app/ka/contacts/index.txt'), `{"endpoint":"${action}"}`);
  writeFileSync(join(source, 'gps-app/logo.svg'), `<svg>${action}</svg>`);
  writeFileSync(join(source, '_headers'), '/*\n  X-Test: 1\n');
  mkdirSync(join(source, 'gps-app/uploads'));
  writeFileSync(join(source, 'gps-app/uploads/a.svg'), '<svg/>');
  return source;
}

describe('the served copy for the requests tests', () => {
  it('posts the forms to the Function: pages, payloads and page policies, the export untouched', () => {
    const source = upload(endpoint);
    const original = readFileSync(join(source, 'gps-app/ka/contacts/index.html'), 'utf8');
    const target = join(temp, 'site');
    expect(prepareRequestsSite(source, target)).toEqual({
      action: endpoint,
      endpoint: functionPath,
      changed: 2,
    });
    const html = readFileSync(join(target, 'gps-app/ka/contacts/index.html'), 'utf8');
    expect(html).toContain(`action="${functionPath}"`);
    expect(html).not.toContain(endpoint);
    // The inline payload changed, so its hash in the policy did too.
    const policy = /content="([^"]*)"/.exec(html)[1];
    for (const hash of inlineScriptHashes(html)) expect(policy).toContain(hash);
    expect(readFileSync(join(target, 'gps-app/ka/contacts/index.txt'), 'utf8')).toBe(
      `{"endpoint":"${functionPath}"}`,
    );
    // Not a page or payload: linked as it is; and the export's own files never change.
    expect(readFileSync(join(target, 'gps-app/logo.svg'), 'utf8')).toContain(endpoint);
    expect(readFileSync(join(source, 'gps-app/ka/contacts/index.html'), 'utf8')).toBe(original);
    expect(readFileSync(join(target, '_headers'), 'utf8')).toBe('/*\n  X-Test: 1\n');
    // A folder without a change is the upload's own: a file added to it later is served too.
    expect(lstatSync(join(target, 'gps-app/uploads')).isSymbolicLink()).toBe(true);
    expect(lstatSync(join(target, 'gps-app/ka')).isSymbolicLink()).toBe(false);
    writeFileSync(join(source, 'gps-app/uploads/b.svg'), '<svg/>');
    expect(readFileSync(join(target, 'gps-app/uploads/b.svg'), 'utf8')).toBe('<svg/>');
  });

  it('serves a build made with REQUESTS=cloudflare, or without an endpoint, as it is', () => {
    for (const action of [functionPath, 'mailto:info@example.ge']) {
      const source = upload(action);
      const result = prepareRequestsSite(source, join(temp, `site-${action.length}`));
      expect(result).toEqual({ action, endpoint: action, changed: 0 });
      rmSync(source, { recursive: true });
    }
  });
});
