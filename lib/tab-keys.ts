/**
 * Where the WAI-ARIA tabs pattern moves focus for a key: arrows wrap around, Home and End jump
 * to the ends. Null for any other key, so the caller leaves the event alone.
 */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  if (count < 1) return null;
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return index >= last ? 0 : index + 1;
    case 'ArrowLeft':
      return index <= 0 ? last : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
