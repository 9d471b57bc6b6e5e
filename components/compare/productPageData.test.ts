import { loadCompared, sortLoaded } from '@/components/compare/productPageData';

const page = (name: string) =>
  `<html><body><div data-compare-product="${name}"><table><tr data-spec-key="speed"><td>45</td></tr></table></div></body></html>`;
const answer = (status: number, body = '') => ({
  ok: status < 400,
  status,
  text: async () => body,
});

describe('loadCompared', () => {
  it('tells a product the catalogue lacks from one that could not be loaded (issue 29 item 5)', async () => {
    global.fetch = jest.fn(async (url: string) => {
      if (url.includes('here')) return answer(200, page('Here'));
      if (url.includes('gone')) return answer(404);
      if (url.includes('plain')) return answer(200, '<p>no product data</p>');
      if (url.includes('busy')) return answer(503);
      throw new TypeError('Failed to fetch'); // offline
    }) as never;
    const ids = ['here', 'gone', 'plain', 'busy', 'offline'];
    const sorted = sortLoaded(ids, await loadCompared(ids, (id) => `/product/${id}/`));
    expect(sorted.found.map((product) => product.name)).toEqual(['Here']);
    expect(sorted.missing).toEqual(['gone', 'plain']);
    expect(sorted.failed).toEqual(['busy', 'offline']);
  });
});
