/** Site key from TURNSTILE_SITE_KEY at build; worker/turnstile.ts confirms the token. */
export const turnstileSiteKeyVariable = 'TURNSTILE_SITE_KEY';
export const turnstileOrigin = 'https://challenges.cloudflare.com';
/** Explicit rendering: the forms are islands that mount after the script may have loaded. */
export const turnstileScriptSrc = `${turnstileOrigin}/turnstile/v0/api.js?render=explicit`;

/** Site keys are short tokens (0x4AAA…, or the documented test keys 1x000…AA). */
const siteKeyPattern = /^[0-9A-Za-z_-]{8,100}$/;

/** The configured site key, or undefined (no widget); a malformed one stops the build. */
export function turnstileSiteKey(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const raw = env[turnstileSiteKeyVariable]?.trim();
  if (!raw) return undefined;
  if (!siteKeyPattern.test(raw)) {
    throw new Error(
      `${turnstileSiteKeyVariable} does not look like a Turnstile site key: "${raw}"`,
    );
  }
  return raw;
}

/** The part of the widget's API the forms use. */
export interface TurnstileApi {
  render: (
    container: HTMLElement,
    options: { sitekey: string; 'response-field-name'?: string; language?: string },
  ) => string | undefined;
  remove: (widgetId: string) => void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | null = null;

/** The widget's script, added once per page; resolves with its API once it ran. */
export function loadTurnstile(doc: Document = document): Promise<TurnstileApi> {
  const win = doc.defaultView;
  if (win?.turnstile) return Promise.resolve(win.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = turnstileScriptSrc;
    script.async = true;
    script.addEventListener('load', () =>
      win?.turnstile ? resolve(win.turnstile) : reject(new Error('Turnstile did not start')),
    );
    script.addEventListener('error', () => reject(new Error('Turnstile could not be loaded')));
    doc.head.append(script);
  }).catch((error: unknown) => {
    loading = null; // the next form may try again (offline for a moment)
    throw error;
  });
  return loading;
}
