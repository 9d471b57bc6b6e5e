// The content editor's preview of a product (docs/architecture.md, "The editor's preview"),
// bundled by scripts/cms/build-admin.mjs into admin/preview.js, which loads after the editor's
// own bundle: window.CMS is its API, window.h its React.createElement.
import type { ReactElement } from 'react';
import { defaultLocale, locales } from '@/site.config.mjs';
import type { Locale } from '@/i18n/routing';
import {
  ProductDetail as kaDetail,
  ProductSpecs as kaSpecs,
  ProductTerms as kaTerms,
  Vat as kaVat,
} from '@/messages/ka.json';
import {
  ProductDetail as enDetail,
  ProductSpecs as enSpecs,
  ProductTerms as enTerms,
  Vat as enVat,
} from '@/messages/en.json';
import {
  productPreview,
  type PreviewMessages,
  type PreviewSite,
  type ProductDraft,
} from './product-preview';
import { photoUrl, productMarkup } from './product-template';

/** The VAT setting, exchange rates and categories' terms of content/, written in by the build. */
declare const PREVIEW_SITE: PreviewSite;

/** The little of Immutable.js the template reads (Sveltia hands the entry over as one). */
interface ImmutableMap {
  getIn(path: string[]): { toJS(): unknown } | undefined;
}
interface TemplateProps {
  entry: ImmutableMap;
  getAsset: (path: string) => { toString(): string } | undefined;
}
declare global {
  interface Window {
    CMS: {
      registerPreviewTemplate(
        name: string,
        component: (props: TemplateProps) => ReactElement,
      ): void;
      registerPreviewStyle(url: string): void;
    };
    h: Parameters<typeof productMarkup>[0];
  }
}

// Named imports: esbuild keeps only these namespaces of the two message files.
const messages: Record<Locale, PreviewMessages> = {
  ka: { ProductDetail: kaDetail, ProductSpecs: kaSpecs, ProductTerms: kaTerms, Vat: kaVat },
  en: { ProductDetail: enDetail, ProductSpecs: enSpecs, ProductTerms: enTerms, Vat: enVat },
};

const valuesOf = (entry: ImmutableMap, path: string[]) =>
  (entry.getIn(path)?.toJS() ?? {}) as ProductDraft;

/**
 * The pane previews the language the editor's left pane edits: its values are the entry's
 * data, and the other language's are under i18n. The fields both languages share are kept with
 * the default language.
 */
function ProductPreviewTemplate({ entry, getAsset }: TemplateProps) {
  const others = Object.keys(valuesOf(entry, ['i18n']));
  const locale = locales.find((l) => !others.includes(l)) ?? defaultLocale;
  const own = valuesOf(entry, ['data']);
  const shared = locale === defaultLocale ? own : valuesOf(entry, ['i18n', defaultLocale, 'data']);
  const view = productPreview(own, shared, locale, PREVIEW_SITE, messages[locale]);
  return productMarkup(window.h, view, locale, (src) => photoUrl(src, getAsset(src)));
}

const script = document.currentScript as HTMLScriptElement | null;
window.CMS.registerPreviewStyle(new URL('preview.css', script?.src ?? location.href).href);
window.CMS.registerPreviewTemplate('products', ProductPreviewTemplate);
