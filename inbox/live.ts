/** Runs `tick` every `every` ms while the tab is shown, and at once when it is shown again. */
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
