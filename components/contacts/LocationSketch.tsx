import * as styles from './LocationSketch.css';

const width = 480;
const fontSize = 17;

/**
 * Letters of Georgian and Latin text average about 0.6 em; a label longer than the room it has
 * is squeezed into it (textLength) rather than cut off at the drawing's edge.
 */
function fit(text: string, room: number) {
  return Array.from(text).length * fontSize * 0.6 > room
    ? { textLength: room, lengthAdjust: 'spacingAndGlyphs' as const }
    : {};
}

/**
 * A drawing of the showroom on its street, made here: no map tiles, no third-party request.
 * It is a schematic, not a map (the caption says so): one street named from the content and the
 * building with a pin. Decorative for screen readers; the figure's caption says the same in words.
 */
export function LocationSketch({ name, street }: { name: string; street: string }) {
  return (
    <svg
      className={styles.sketch}
      viewBox={`0 0 ${width} 240`}
      width={width}
      height="240"
      aria-hidden="true"
      focusable="false"
    >
      <rect className={styles.ground} width={width} height="240" rx="12" />
      <rect className={styles.road} y="158" width={width} height="52" />
      <path className={styles.kerb} d={`M0 158H${width}M0 210H${width}`} />
      <text className={styles.streetName} x={width / 2} y="190" {...fit(street, width - 48)}>
        {street}
      </text>
      <rect className={styles.building} x="186" y="84" width="108" height="66" rx="4" />
      <rect className={styles.door} x="228" y="128" width="24" height="22" rx="2" />
      <path
        className={styles.pin}
        d="M240 80c-10-12-16-20-16-29a16 16 0 0 1 32 0c0 9-6 17-16 29z"
      />
      <circle className={styles.pinDot} cx="240" cy="51" r="6" />
      <text className={styles.placeName} x={width / 2} y="24" {...fit(name, width - 48)}>
        {name}
      </text>
    </svg>
  );
}
