import type { ReactElement } from 'react';
import type { Locale } from '@/i18n/routing';
import { assetPath } from '@/lib/site';
import type { ProductPreview } from './product-preview';
import { previewClass } from './stylesheet';

/** The editor bundle's own React.createElement (it sets window.h): no second React here. */
type CreateElement = (
  type: string,
  props?: Record<string, unknown> | null,
  ...children: unknown[]
) => ReactElement;

/**
 * The file of a photo: an upload the editor holds (new, or read from the repository) through
 * its asset, anything else where the site serves it.
 */
export function photoUrl(src: string, asset: { toString(): string } | undefined): string {
  const url = asset?.toString() ?? '';
  return /^(blob|data|https?):/.test(url) ? url : assetPath(src);
}

/** The product page's top as markup, with the class names of the preview stylesheet. */
export function productMarkup(
  h: CreateElement,
  view: ProductPreview,
  locale: Locale,
  photoSrc: (src: string) => string,
): ReactElement {
  const c = previewClass;
  const rows = (items: { label: string; value: string }[], className: string) =>
    h(
      'dl',
      { className },
      ...items.map((row) =>
        h('div', { key: row.label }, h('dt', null, row.label), h('dd', null, row.value)),
      ),
    );
  return h(
    'article',
    { className: c.page, lang: locale },
    h('h1', { className: c.name }, view.name),
    view.subtitle ? h('p', { className: c.lead }, view.subtitle) : null,
    h(
      'div',
      { className: c.layout },
      view.photo
        ? h(
            'figure',
            { className: c.photo, 'aria-label': view.photosLabel },
            h('img', { src: photoSrc(view.photo.src), alt: view.photo.alt }),
          )
        : null,
      h(
        'div',
        { className: c.summary },
        h('h2', { className: c.heading }, view.keySpecsHeading),
        rows(view.keySpecs, c.keySpecs),
        h(
          'p',
          { className: c.price },
          view.price,
          view.vatNote ? h('span', { className: c.vat }, view.vatNote) : null,
        ),
        view.availability
          ? rows([{ label: view.availability.label, value: view.availability.text }], c.terms)
          : null,
      ),
    ),
    h(
      'section',
      null,
      h('h2', { className: c.heading }, view.descriptionHeading),
      h('p', null, view.description),
      view.features.length
        ? h('ul', null, ...view.features.map((feature, i) => h('li', { key: i }, feature)))
        : null,
    ),
  );
}
