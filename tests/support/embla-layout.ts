/**
 * jsdom lays nothing out, and Embla measures offsets and reads the slides' margins from the
 * computed style: a test gives the elements' offsets (`layout`, installed on HTMLElement for the
 * file's tests) and the slides' selector (their margin set to 0).
 */
export function layOutForEmbla(layout: Record<string, PropertyDescriptor>, slides: string) {
  const saved = Object.keys(layout).map(
    (key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const,
  );
  const margins = document.createElement('style');
  margins.textContent = `${slides} { margin: 0 }`;
  beforeAll(() => {
    Object.defineProperties(HTMLElement.prototype, layout);
    document.head.append(margins);
  });
  afterAll(() => {
    margins.remove();
    for (const [key, descriptor] of saved)
      if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  });
}

/** Embla watches sizes and visibility; jsdom has neither observer. */
export class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
