import { act, renderHook } from '@testing-library/react';
import { useReducedMotion } from '@/hooks/useReducedMotion';
import { prefersReducedMotion } from '@/hooks/useReducedMotion';
import { stubMatchMedia } from '../tests/support/hooks/match-media-stub';

const query = '(prefers-reduced-motion: reduce)';

describe('reduced motion', () => {
  let stub: ReturnType<typeof stubMatchMedia>;
  afterEach(() => stub.restore());

  it('useReducedMotion follows the prefers-reduced-motion query', () => {
    stub = stubMatchMedia();
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => stub.set(query, true));
    expect(result.current).toBe(true);
    expect(stub.asked).toContain(query);
  });

  it('prefersReducedMotion reads the same query once', () => {
    stub = stubMatchMedia([query]);
    expect(prefersReducedMotion()).toBe(true);
    stub.set(query, false);
    expect(prefersReducedMotion()).toBe(false);
  });
});
