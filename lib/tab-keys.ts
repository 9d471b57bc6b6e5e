/** WAI-ARIA tabs: arrows wrap, Home and End jump; null for other keys, left alone. */
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
