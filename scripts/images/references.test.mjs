/** @jest-environment node */
import { imageSources } from './references.mjs';

const isRaster = (src) => /\.(?:jpe?g|png|webp)$/i.test(src);
const fileOf = ({ collection, id }) => `content/${collection}/${id}.yaml`;
const field = (collection, id, src) => ({ collection, id, path: ['images', 0, 'src'], src });

describe('imageSources', () => {
  it('lists each photo of the image fields once, sorted, with every file naming it; no SVG', () => {
    const sources = imageSources(
      [
        field('products', 'b', '/uploads/z.jpg'),
        field('products', 'a', '/uploads/y.PNG'),
        field('products', 'a', '/uploads/z.jpg'),
        field('products', 'a', '/uploads/z.jpg'),
        field('partners', 'p', '/images/partners/p.svg'),
      ],
      isRaster,
      fileOf,
    );
    expect([...sources]).toEqual([
      ['/uploads/y.PNG', ['content/products/a.yaml']],
      ['/uploads/z.jpg', ['content/products/b.yaml', 'content/products/a.yaml']],
    ]);
  });
});
