import * as styles from './Icon.css';
import type { IconName } from './shapes';

/** Decorative: the surrounding link or text carries the meaning, so it is hidden from AT. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <span className={[styles[name], className].filter(Boolean).join(' ')} aria-hidden="true" />
  );
}
