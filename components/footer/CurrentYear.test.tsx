import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CurrentYear } from '@/components/footer/CurrentYear';

// The exported page was built in 2026; the visitor reads it in 2031.
const buildYear = 2026;
const element = (
  <p>
    © <CurrentYear buildYear={buildYear} /> Example Ltd.
  </p>
);

beforeEach(() => jest.useFakeTimers({ now: new Date('2031-03-15T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('CurrentYear', () => {
  it('the pre-rendered page shows the build year, the hydrated page the visitor’s year', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    expect(container).toHaveTextContent('© 2026 Example Ltd.');

    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, element);
    });
    expect(container).toHaveTextContent('© 2031 Example Ltd.');
    // The year changes after hydration, without a mismatch between server and browser.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
