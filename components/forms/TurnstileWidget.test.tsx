/** @jest-environment jsdom */
import { render, waitFor } from '@testing-library/react';
import { RequestFields } from '@/components/forms/RequestFields';
import { requestFieldsOf } from '@/components/forms/sendPath';
import { turnstileScriptSrc, type TurnstileApi } from '@/lib/turnstile';

// Cloudflare cannot be reached from the tests: the script is stubbed. When the widget adds it,
// the stub "loads" and installs an API that renders the hidden token field as Turnstile does.
const render$ = jest.fn<ReturnType<TurnstileApi['render']>, Parameters<TurnstileApi['render']>>();
const remove = jest.fn();
let observer: MutationObserver;

beforeEach(() => {
  render$.mockReset().mockImplementation((container, options) => {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = options['response-field-name'] ?? 'cf-turnstile-response';
    input.value = 'token-from-cloudflare';
    container.append(input);
    return 'widget-1';
  });
  remove.mockReset();
  delete window.turnstile;
  observer = new MutationObserver(() => {
    for (const script of document.head.querySelectorAll('script')) {
      if (script.dataset.stubbed) continue;
      script.dataset.stubbed = 'yes';
      window.turnstile = { render: render$, remove };
      script.dispatchEvent(new Event('load'));
    }
  });
  observer.observe(document.head, { childList: true });
});
afterEach(() => {
  observer.disconnect();
  document.head.innerHTML = '';
});

const labels = { honeypot: 'Leave this field empty' };

describe('Turnstile in the forms', () => {
  it('is absent without a site key: no script, no widget', () => {
    render(
      <form>
        <RequestFields kind="quote" locale="ka" labels={labels} />
      </form>,
    );
    expect(document.head.querySelector('script')).toBeNull();
    expect(render$).not.toHaveBeenCalled();
  });

  it('with a site key loads Cloudflare’s script once, renders into the form and sends the token', async () => {
    const { container, unmount } = render(
      <form>
        <RequestFields
          kind="quote"
          locale="ka"
          labels={{ ...labels, turnstileSiteKey: 'key-123456' }}
        />
        <RequestFields
          kind="quote"
          locale="ka"
          labels={{ ...labels, turnstileSiteKey: 'key-123456' }}
        />
      </form>,
    );
    await waitFor(() => expect(render$).toHaveBeenCalledTimes(2));
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', turnstileScriptSrc);
    expect(turnstileScriptSrc).toMatch(
      /^https:\/\/challenges\.cloudflare\.com\/turnstile\/v0\/api\.js/,
    );
    const [target, options] = render$.mock.calls[0]!;
    expect(container.querySelector('form')!.contains(target)).toBe(true);
    expect(options).toMatchObject({
      sitekey: 'key-123456',
      'response-field-name': 'cf-turnstile-response',
    });
    // What the JSON send adds: the token, the honeypot (empty) and when the form was shown.
    expect(requestFieldsOf(container.querySelector('form')!, 1_700_000_000_000)).toEqual({
      'cf-turnstile-response': 'token-from-cloudflare',
      locale: 'ka',
      website: '',
      startedAt: 1_700_000_000_000,
    });
    unmount();
    expect(remove).toHaveBeenCalledWith('widget-1');
  });
});
