import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { HydrationMark } from '@/components/hydration-mark/HydrationMark';

afterEach(() => delete document.documentElement.dataset.hydrated);

describe('HydrationMark', () => {
  it('marks the page only once it has hydrated, not in the pre-rendered HTML', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<HydrationMark />);
    expect(container.innerHTML).toBe('');
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(false);

    await act(async () => {
      hydrateRoot(container, <HydrationMark />);
    });
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);
  });
});
