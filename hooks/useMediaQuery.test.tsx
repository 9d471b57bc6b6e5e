import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { media } from '@/styles/tokens';
import { stubMatchMedia } from '../tests/support/hooks/match-media-stub';

describe('useMediaQuery', () => {
  let stub: ReturnType<typeof stubMatchMedia>;
  afterEach(() => stub.restore());

  it('answers with the query and follows its changes', () => {
    stub = stubMatchMedia([media.mobile]);
    const { result } = renderHook(() => useMediaQuery(media.mobile));
    expect(result.current).toBe(true);
    act(() => stub.set(media.mobile, false));
    expect(result.current).toBe(false);
    act(() => stub.set(media.mobile, true));
    expect(result.current).toBe(true);
  });

  it('stops listening when the component goes and when the query changes', () => {
    stub = stubMatchMedia();
    const { rerender, unmount } = renderHook(({ query }) => useMediaQuery(query), {
      initialProps: { query: media.mobile as string },
    });
    expect(stub.listenerCount(media.mobile)).toBe(1);
    rerender({ query: media.desktop });
    expect(stub.listenerCount(media.mobile)).toBe(0);
    expect(stub.listenerCount(media.desktop)).toBe(1);
    unmount();
    expect(stub.listenerCount(media.desktop)).toBe(0);
  });

  it('is false while pre-rendering, where there is no screen', () => {
    stub = stubMatchMedia([media.mobile]);
    function Probe() {
      return <span>{String(useMediaQuery(media.mobile))}</span>;
    }
    expect(renderToString(<Probe />)).toBe('<span>false</span>');
  });
});
