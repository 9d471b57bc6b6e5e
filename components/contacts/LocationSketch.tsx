import * as styles from './LocationSketch.css';

const width = 360;
const height = 200;
const fontSize = 16;

/** About 0.6 em a letter; a longer label is squeezed (textLength) rather than cut off. */
function fit(text: string, room: number) {
  return Array.from(text).length * fontSize * 0.6 > room
    ? { textLength: room, lengthAdjust: 'spacingAndGlyphs' as const }
    : {};
}

/** A schematic drawn here: no map tiles, no third-party request. Decorative for screen readers. */
export function LocationSketch({ name, street }: { name: string; street: string }) {
  return (
    <svg
      className={styles.sketch}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
    >
      <rect className={styles.ground} width={width} height={height} rx="12" />
      <rect className={styles.road} y="142" width={width} height="44" />
      <path className={styles.kerb} d={`M0 142H${width}M0 186H${width}`} />
      <text className={styles.streetName} x={width / 2} y="170" {...fit(street, width - 32)}>
        {street}
      </text>
      <rect className={styles.building} x="132" y="82" width="96" height="54" rx="4" />
      <rect className={styles.door} x="170" y="116" width="20" height="20" rx="2" />
      <path className={styles.pin} d="M180 76c-9-11-15-18-15-27a15 15 0 0 1 30 0c0 9-6 16-15 27z" />
      <circle className={styles.pinDot} cx="180" cy="49" r="5.5" />
      <text className={styles.placeName} x={width / 2} y="22" {...fit(name, width - 32)}>
        {name}
      </text>
    </svg>
  );
}
