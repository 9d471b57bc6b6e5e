// mulberry32: a tiny seeded generator, so the same seed always gives the same synthetic data
// (bench/lib/synthetic-catalogue.mjs, bench/lib/synthetic-photos.mjs).

/** A function returning numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
