import * as marquee from './Marquee.css';
import * as styles from './AboutPage.css';

/** Two bands of words scrolling in opposite directions; decorative repetition is hidden. */
export function TextBands({ bands, pauseLabel }: { bands: readonly string[]; pauseLabel: string }) {
  return (
    <div className={styles.bands} data-pagefind-ignore="all">
      {bands.map((text, i) => (
        <div key={text} className={`${marquee.viewport} ${styles.band}`}>
          <div data-marquee="" className={`${marquee.track} ${i % 2 === 1 ? marquee.reverse : ''}`}>
            <p className={`${marquee.copy} ${styles.bandText}`}>
              {text}
              <span className={marquee.duplicate} aria-hidden="true">
                {text}
              </span>
            </p>
            <p
              className={`${marquee.copy} ${marquee.duplicate} ${styles.bandText}`}
              aria-hidden="true"
            >
              <span>{text}</span>
              <span>{text}</span>
            </p>
          </div>
        </div>
      ))}
      <label className={styles.motionLabel}>
        <input type="checkbox" className={marquee.motionToggle} /> {pauseLabel}
      </label>
    </div>
  );
}
