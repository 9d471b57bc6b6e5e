/** @jest-environment node */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { decodeCursor, encodeCursor, handleInbox, listQuery, maxNoteLength } from '@/worker/inbox';
import { allRequests } from '@/worker/inbox-export';
import { memoryStore } from '../tests/support/worker/memory-store';

const base = 'http://127.0.0.1/gps-app/admin/requests/api/';

async function setup() {
  const memory = memoryStore();
  const add = (kind: 'contact' | 'quote', minute: number, payload: Record<string, unknown>) =>
    memory.store.insert({
      kind,
      month: '2611',
      submissionId: `submission-${minute}`,
      payload,
      createdAt: `2026-11-25T10:${String(minute).padStart(2, '0')}:00.000Z`,
    });
  await add('contact', 1, { name: 'Nino', message: 'Hello there, call me' });
  await add('quote', 2, { name: '=cmd|calc', items: [{ id: 'p1', quantity: 2, name: 'P1' }] });
  await add('contact', 3, { name: 'Levan, "the boss"', message: 'line one\nline two' });
  const maintenance = jest.fn(async () => ({ sent: 0, failed: 0, deleted: 0 }));
  const call = (path: string, init: RequestInit = {}, actor = 'dealer@example.ge') =>
    handleInbox(new Request(new URL(path, base), init), path.split('?')[0] ?? '', {
      store: memory.store,
      maintenance,
      actor,
      now: () => new Date('2026-11-26T08:30:00.000Z'),
    });
  return { ...memory, call, maintenance };
}

const references = async (response: Response) =>
  ((await response.json()) as { requests: { reference: string }[] }).requests.map(
    (r) => r.reference,
  );

describe('the inbox API', () => {
  it('lists requests newest first, filtered by kind and status', async () => {
    const { call, store } = await setup();
    expect(await references(await call(''))).toEqual(['C-2611-0003', 'Q-2611-0002', 'C-2611-0001']);
    expect(await references(await call('?kind=quote'))).toEqual(['Q-2611-0002']);
    await store.update('C-2611-0001', { status: 'done' }, { actor: 'x', at: '2026-11-26T00:00Z' });
    expect(await references(await call('?status=done'))).toEqual(['C-2611-0001']);
    expect(await references(await call('?limit=1'))).toEqual(['C-2611-0003']);
    const first = (await (await call('?limit=1')).json()) as { next: string };
    expect(decodeCursor(first.next)).toEqual({ createdAt: '2026-11-25T10:03:00.000Z', id: 3 });
    expect(await references(await call(`?before=${first.next}`))).toEqual([
      'Q-2611-0002',
      'C-2611-0001',
    ]);
    expect(await (await call('')).json()).toMatchObject({ next: null });
  });

  it('pages through requests that share a millisecond, each exactly once', async () => {
    const { call, store } = await setup();
    for (let n = 0; n < 23; n += 1) {
      await store.insert({
        kind: n % 2 ? 'quote' : 'contact',
        month: '2611',
        submissionId: `same-moment-${n}`,
        payload: { name: `Same ${n}` },
        createdAt: '2026-11-25T10:02:00.000Z',
      });
    }
    for (const filter of ['', 'kind=quote&']) {
      const seen: string[] = [];
      let next: string | null = null;
      let pages = 0;
      do {
        const response = await call(`?${filter}limit=5${next ? `&before=${next}` : ''}`);
        expect(response.status).toBe(200);
        const body = (await response.json()) as {
          requests: { reference: string }[];
          next: string | null;
        };
        seen.push(...body.requests.map((r) => r.reference));
        next = body.next;
        pages += 1;
      } while (next && pages < 20);
      const all = await references(await call(`?${filter}limit=200`));
      expect(all).toHaveLength(filter ? 12 : 26);
      expect(seen).toEqual(all);
      expect(new Set(seen).size).toBe(seen.length);
    }
  });

  it('refuses a cursor it did not write', async () => {
    const { call } = await setup();
    const valid = encodeCursor({ createdAt: '2026-11-25T10:02:00.000Z', id: 2 });
    expect(valid).toMatch(/^[A-Za-z0-9_-]+$/);
    for (const bad of [
      '2026-11-25T10:03:00.000Z',
      'not a cursor',
      encodeCursor({ createdAt: 'soon', id: 2 }),
      encodeCursor({ createdAt: '2026-11-25T10:02:00.000Z', id: 0 }),
      encodeCursor({ createdAt: '2026-11-25T10:02:00.000Z', id: 1.5 }),
      btoa('[1,2,3]'),
      '%%%',
    ]) {
      const response = await call(`?before=${encodeURIComponent(bad)}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: { before: 'invalid' } });
    }
  });

  it('refuses a filter it does not know instead of listing everything', async () => {
    const { call } = await setup();
    const response = await call('?kind=spam&limit=0');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { kind: 'invalid', limit: 'invalid' } });
    expect(listQuery(new URLSearchParams('status=closed&before=soon'))).toEqual({
      errors: { status: 'invalid', before: 'invalid' },
    });
  });

  it('shows one request, and 404 for one it does not have', async () => {
    const { call } = await setup();
    const found = await call('Q-2611-0002');
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({
      request: { reference: 'Q-2611-0002', kind: 'quote' },
    });
    expect((await call('Q-2611-0099')).status).toBe(404);
    expect((await call('not-a-reference')).status).toBe(404);
  });

  it('changes status and note', async () => {
    const { call, rows } = await setup();
    const response = await call('C-2611-0001', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1' },
      body: JSON.stringify({ status: 'in_progress', note: ' Called back ' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      request: { status: 'in_progress', note: 'Called back' },
    });
    expect(rows[0]).toMatchObject({ status: 'in_progress', note: 'Called back' });
  });

  it('refuses a bad change, and a change from another site', async () => {
    const { call, rows } = await setup();
    const patch = (body: unknown, origin = 'http://127.0.0.1') =>
      call('C-2611-0001', {
        method: 'PATCH',
        headers: { Origin: origin },
        body: JSON.stringify(body),
      });
    expect((await patch({ status: 'closed' })).status).toBe(400);
    expect((await patch({ note: 'x'.repeat(maxNoteLength + 1) })).status).toBe(400);
    expect((await patch({})).status).toBe(400);
    expect((await patch({ status: 'done' }, 'https://evil.example')).status).toBe(403);
    // No size limit read a 20 MB body whole before looking at it.
    const huge = await patch({ status: 'done', pad: 'x'.repeat(20 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ errors: { body: 'tooLarge' } });
    const streamed = await call('C-2611-0001', {
      method: 'PATCH',
      body: new ReadableStream({
        pull(controller) {
          controller.enqueue(new TextEncoder().encode(' '.repeat(64 * 1024)));
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(rows[0]).toMatchObject({ status: 'new', note: '' });
    const missing = await call('C-2611-0099', { method: 'PATCH', body: '{"status":"done"}' });
    expect(missing.status).toBe(404);
  });

  it('downloads the filter as CSV in the inbox’s language, Tbilisi times, formulas defused', async () => {
    const { call } = await setup();
    const response = await call('export.csv?kind=contact&lang=en');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/csv/);
    expect(response.headers.get('Content-Disposition')).toContain('attachment');
    const rows = parse(await response.text(), { bom: true }) as string[][];
    const header = rows[0] ?? [];
    expect(header.slice(0, 5)).toEqual(['Reference', 'Received', 'Status', 'Your note', 'Name']);
    expect(rows.map((row) => row[0])).toEqual(['Reference', 'C-2611-0003', 'C-2611-0001']);
    expect(rows[1]?.slice(1, 3)).toEqual(['2026-11-25 14:03', 'New']);
    expect(rows[1]?.[header.indexOf('Name')]).toBe('Levan, "the boss"');
    expect(rows[1]?.[header.indexOf('Message')]).toBe('line one\nline two');
    const quote = parse(await (await call('export.csv?kind=quote&lang=en')).text(), {
      bom: true,
    }) as string[][];
    expect(quote[1]?.[quote[0]!.indexOf('Name')]).toBe("'=cmd|calc");
    expect(quote[1]?.[quote[0]!.indexOf('Products')]).toBe('p1 × 2');
    // Georgian by default; every kind in one table names each row's kind.
    const all = parse(await (await call('export.csv?limit=200')).text(), { bom: true });
    expect((all as string[][])[0]?.slice(0, 3)).toEqual(['ნომერი', 'ტიპი', 'მიღებულია']);
    expect((all as string[][]).map((row) => row[1])).toEqual([
      'ტიპი',
      'შეტყობინება',
      'ფასის მოთხოვნა',
      'შეტყობინება',
    ]);
  });

  it('downloads a workbook of one sheet per kind, text as text, times as Tbilisi dates', async () => {
    const { call } = await setup();
    const response = await call('export.xlsx?kind=quote&lang=ka');
    expect(response.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="requests.xlsx"',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['ფასის მოთხოვნა']);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toHaveLength(2);
    expect(rows[0]?.slice(0, 5)).toEqual([
      'ნომერი',
      'მიღებულია',
      'სტატუსი',
      'თქვენი შენიშვნა',
      'სახელი',
    ]);
    expect(rows[1]?.[4]).toBe('=cmd|calc');
    expect((rows[1]?.[1] as Date).toISOString()).toBe('2026-11-25T14:02:00.000Z');
    expect(rows[1]?.[2]).toBe('ახალი');
    const every = new ExcelJS.Workbook();
    await every.xlsx.load(await (await call('export.xlsx?lang=en')).arrayBuffer());
    expect(every.worksheets.map((sheet) => [sheet.name, sheet.rowCount])).toEqual([
      ['Message', 3],
      ['Quote', 2],
      ['Service request', 1],
      ['Meter reading', 1],
    ]);
    expect((await call('constructor')).status).toBe(404);
    expect((await call('export.csv?kind=spam')).status).toBe(400);
  });

  it('downloads every request the filter matches, far past one page, read page by page', async () => {
    const { call, store } = await setup();
    for (let n = 0; n < 1234; n += 1) {
      await store.insert({
        kind: n % 3 ? 'contact' : 'quote',
        month: '2611',
        submissionId: `many-${n}`,
        payload: { name: `Many ${n}` },
        createdAt: `2026-11-2${n % 2}T09:00:00.000Z`,
      });
    }
    const list = jest.spyOn(store, 'list');
    const rows = parse(await (await call('export.csv')).text(), { bom: true }) as string[][];
    expect(rows).toHaveLength(1 + 1237);
    expect(new Set(rows.map((row) => row[0])).size).toBe(rows.length);
    expect(list.mock.calls.map(([query]) => query.limit)).toEqual([500, 500, 500]);
    const quotes = parse(await (await call('export.csv?kind=quote')).text(), { bom: true });
    expect(quotes).toHaveLength(1 + 412 + 1);
    const capped = await allRequests(store, {}, 100, 250);
    expect(capped).toHaveLength(250);
  });

  it('records who changed status and note, and when, and answers with the history', async () => {
    const { call } = await setup();
    const patch = (body: unknown, actor?: string) =>
      call('C-2611-0001', { method: 'PATCH', body: JSON.stringify(body) }, actor);
    const first = await patch({ status: 'in_progress', note: 'Called back' });
    expect(((await first.json()) as { request: { history: unknown } }).request.history).toEqual([
      {
        at: '2026-11-26T08:30:00.000Z',
        actor: 'dealer@example.ge',
        status: 'in_progress',
        note: 'Called back',
      },
    ]);
    // The page sends both on every save: what did not change is not an event.
    await patch({ status: 'in_progress', note: 'Called back' });
    await patch({ status: 'done', note: 'Called back' }, '');
    const found = (await (await call('C-2611-0001')).json()) as {
      request: { status: string; history: { actor: string; status: string; note: unknown }[] };
    };
    expect(found.request.status).toBe('done');
    expect(found.request.history.map(({ actor, status, note }) => [actor, status, note])).toEqual([
      ['dealer@example.ge', 'in_progress', 'Called back'],
      ['', 'done', null],
    ]);
  });

  it('counts the new requests and names the newest for the page’s polling', async () => {
    const { call, store } = await setup();
    expect(await (await call('summary')).json()).toEqual({
      new: 3,
      latest: '2026-11-25T10:03:00.000Z',
    });
    await store.update('C-2611-0003', { status: 'done' }, { actor: '', at: '2026-11-26T00:00Z' });
    expect(await (await call('summary')).json()).toMatchObject({ new: 2 });
    expect((await call('summary', { method: 'POST' })).status).toBe(405);
  });

  it('runs maintenance on POST only', async () => {
    const { call, maintenance } = await setup();
    expect((await call('maintenance')).status).toBe(405);
    const response = await call('maintenance', { method: 'POST' });
    expect(await response.json()).toEqual({ sent: 0, failed: 0, deleted: 0 });
    expect(maintenance).toHaveBeenCalledTimes(1);
  });
});
