import { splitLocale } from './locale-path';

const key = 'gps-locale-scroll';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Before switching language: remember where the reader is on this page. */
export function rememberScroll(storage: SessionStore, pathname: string, y: number): void {
  try {
    storage.setItem(
      key,
      JSON.stringify({ page: pageKey(pathname), y: Math.max(0, Math.round(y)) }),
    );
  } catch {
    // Without storage the page opens at the top: acceptable.
  }
}

/** Once, and only for this page (any language); anything malformed counts as nothing. */
export function takeRememberedScroll(storage: SessionStore, pathname: string): number | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    storage.removeItem(key);
    const saved: unknown = JSON.parse(raw);
    if (!saved || typeof saved !== 'object') return null;
    const { page, y } = saved as { page?: unknown; y?: unknown };
    return page === pageKey(pathname) && typeof y === 'number' && Number.isFinite(y) ? y : null;
  } catch {
    return null;
  }
}

function pageKey(pathname: string): string {
  return splitLocale(pathname).rest.replace(/\/+$/, '') || '/';
}
