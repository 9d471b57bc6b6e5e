/**
 * Keeps an open inbox current: `tick` runs every `every` ms while the tab is shown, not while it
 * is hidden (nobody reads it, and the API is not asked for nothing), and once at once when the
 * tab is shown again. One tick at a time. The returned function stops it.
 */
export const pollMs = 30_000;

export function startLive({
  doc,
  every = pollMs,
  tick,
}: {
  doc: Document;
  every?: number;
  tick: () => Promise<void>;
}): () => void {
  let running = false;
  const run = async () => {
    if (running || doc.visibilityState === 'hidden') return;
    running = true;
    try {
      await tick();
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), every);
  const shown = () => {
    if (doc.visibilityState === 'visible') void run();
  };
  doc.addEventListener('visibilitychange', shown);
  return () => {
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', shown);
  };
}
