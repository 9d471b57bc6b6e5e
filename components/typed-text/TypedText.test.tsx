import { act, render, screen } from '@testing-library/react';
import messages from '@/messages/en.json';
import { TypedText } from '@/components/typed-text/TypedText';
import { partnersHeadingTiming } from '@/components/typed-text/typedTextState';
import { reducedMotionQuery } from '@/styles/tokens';
import { stubMatchMedia } from '../../tests/support/hooks/match-media-stub';

// The about page's heading as it is used there: its phrases, its label, its rhythm.
const { phrase1, phrase2, phrase3, label } = messages.AboutPage.partners;
const phrases = [phrase1, phrase2, phrase3];
const { typingMs, deletingMs, pauseMs } = partnersHeadingTiming;

function show() {
  render(
    <h2>
      <TypedText phrases={phrases} label={label} timing={partnersHeadingTiming} />
    </h2>,
  );
}
/** What the eye sees: the animated copy, hidden from screen readers. */
const typed = () => document.querySelector('[data-typed]')!;
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

let media: ReturnType<typeof stubMatchMedia>;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  media.restore();
});

describe('TypedText', () => {
  it('screen readers get the whole text once; the animation is for the eye only', () => {
    media = stubMatchMedia();
    show();
    expect(screen.getByRole('heading', { level: 2 })).toHaveAccessibleName(label);
    expect(typed()).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the first phrase, pauses, deletes it and types the next', () => {
    media = stubMatchMedia();
    show();
    expect(typed()).toHaveTextContent(phrase1);
    wait(pauseMs - 1);
    expect(typed()).toHaveTextContent(phrase1);
    wait(1 + deletingMs); // the pause ends, then one letter goes per step
    expect(typed().textContent).toBe(phrase1.slice(0, -1));
    wait(deletingMs * phrase1.length);
    expect(typed().textContent).toBe('');
    wait(typingMs * 3);
    expect(typed().textContent).toBe(phrase2.slice(0, 3));
    wait(typingMs * phrase2.length);
    expect(typed()).toHaveTextContent(phrase2);
  });

  it('reduced motion switched on mid-word shows the first phrase; off again, it resumes there', () => {
    media = stubMatchMedia();
    show();
    wait(pauseMs + deletingMs * 4);
    const midWord = phrase1.slice(0, -4);
    expect(typed().textContent).toBe(midWord);
    act(() => media.set(reducedMotionQuery, true));
    expect(typed().textContent).toBe(phrase1);
    wait(pauseMs * 10);
    expect(typed().textContent).toBe(phrase1);
    act(() => media.set(reducedMotionQuery, false));
    expect(typed().textContent).toBe(midWord);
  });

  it('under reduced motion, the first phrase stands still', () => {
    media = stubMatchMedia([reducedMotionQuery]);
    show();
    wait(pauseMs * 10);
    expect(typed().textContent).toBe(phrase1);
  });
});
