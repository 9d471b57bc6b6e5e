import * as styles from './Icon.css';
import type { IconName } from './shapes';

/**
 * A decorative pictogram (18 px unless `className` sets `iconSize`); the link or text around it
 * carries the meaning, so it is hidden from assistive technology.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <span className={[styles[name], className].filter(Boolean).join(' ')} aria-hidden="true" />
  );
}
