import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { intersectionReported } from './observers';
import { siteContent } from './site-content';

const { company } = siteContent;

const finals = [
  `${new Date().getFullYear() - company.foundedYear}+`,
  `${company.clients}+`,
  `${company.projects}+`,
  `${company.satisfactionPercent}%`,
];

/** Scroll the figures into view and record what each counter shows, frame by frame, for ms. */
async function watchCounters(page: Page, ms: number, scroll: boolean): Promise<string[][]> {
  return page.evaluate(
    async ({ ms, scroll }) => {
      const counters = [...document.querySelectorAll('[data-counter]')];
      if (scroll) counters[0]?.scrollIntoView({ block: 'center' });
      const seen: string[][] = counters.map(() => []);
      const start = performance.now();
      while (performance.now() - start < ms) {
        counters.forEach((counter, i) => seen[i]!.push(counter.textContent ?? ''));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return seen;
    },
    { ms, scroll },
  );
}

/**
 * The animated text once React has rendered what the timers set: it renders those updates in
 * message-channel tasks, so a few such tasks pass first. One round trip per read.
 */
function settledText(selector: string): Promise<string> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    let rounds = 0;
    channel.port1.onmessage = () =>
      ++rounds < 3
        ? channel.port2.postMessage(0)
        : resolve(document.querySelector(selector)?.textContent ?? '');
    channel.port2.postMessage(0);
  });
}

test.describe('about page', () => {
  // A short window keeps the figures below the fold until the test scrolls to them.
  test.use({ viewport: { width: 1280, height: 420 } });

  test('the figures count up once when scrolled into view and end at their numbers', async ({
    page,
  }) => {
    await page.clock.install(); // time flows as usual until the test runs it forward
    await page.goto('/gps-app/en/about/');
    const counters = page.locator('[data-counter]');
    await expect(counters).toHaveCount(4);
    // The pre-rendered page holds the final figures; once hydrated, each counter shows 0 until seen.
    await expect(counters).toHaveText([/^0\D/, /^0\D/, /^0\D/, /^0\D/]);
    const seen = await watchCounters(page, 3300, true);
    seen.forEach((frames, i) => {
      const numbers = frames.map((text) => Number.parseInt(text, 10));
      expect(numbers[0], `counter ${i} starts at 0`).toBe(0);
      expect(numbers, `counter ${i} only counts up`).toEqual([...numbers].sort((a, b) => a - b));
      expect(new Set(frames).size, `counter ${i} shows steps in between`).toBeGreaterThan(5);
      expect(frames.at(-1)).toBe(finals[i]);
    });
    // The 4th starts later (0.8 s) than the 1st (0.2 s).
    const firstMove = (frames: string[]) => frames.findIndex((text) => !text.startsWith('0'));
    expect(firstMove(seen[3]!)).toBeGreaterThan(firstMove(seen[0]!));

    // Out of view and back: wait until the counters' observer has seen each (not a guessed
    // delay), then run the clock past the point where a restarted count would still be climbing.
    await page.evaluate(() => window.scrollTo(0, 0));
    await intersectionReported(page, '[data-counter]', false);
    await counters.first().scrollIntoViewIfNeeded();
    await intersectionReported(page, '[data-counter]', true);
    await page.clock.runFor(1_000);
    expect(await counters.allTextContents(), 'the figures stay').toEqual(finals);
    await expect(page.getByRole('main')).toContainText('years of experience');
  });

  test('under reduced motion the figures show their numbers at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/gps-app/en/about/');
    const seen = await watchCounters(page, 400, true);
    seen.forEach((frames, i) => expect(new Set(frames)).toEqual(new Set([finals[i]])));
  });

  test('the partners heading types, deletes and types the next phrase', async ({ page }) => {
    // Page time stands still except when the test moves it, so the timing holds on a busy machine.
    test.setTimeout(120_000);
    // Frozen from the start: the animation begins at hydration, from the first phrase.
    await page.clock.install({ time: new Date('2026-01-01T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-01T10:00:01Z'));
    await page.goto('/gps-app/en/about/');
    const heading = page.getByRole('heading', {
      level: 2,
      name: 'Our partners: leading manufacturers and trusted suppliers',
    });
    await expect(heading).toBeVisible();
    const typed = heading.locator('[data-typed]');
    await expect(typed).toHaveAttribute('aria-hidden', 'true');
    // The second phrase as it is typed out (not the middle of its pause when recording began),
    // then 1.5 s still, deleted at 30 ms a letter, and the third typed at 75 ms a letter.
    const full = 'Leading manufacturers';
    const typedOut = (texts: string[]) =>
      texts.findIndex((text, i) => text === full && texts[i - 1] === full.slice(0, -1));
    // Record every change of the animated text, one 75 ms step at a time, letting React render
    // each step before reading it: until the third phrase is typed out after the second, for at
    // most 20 s of page time (a whole cycle and more).
    const changes: { text: string; at: number }[] = [];
    for (let at = 0; at <= 20_000; at += 75) {
      await page.clock.runFor(75);
      const text = await page.evaluate(settledText, '[data-typed]');
      if (changes.at(-1)?.text === text) continue;
      changes.push({ text, at });
      if (text === 'Trusted suppliers' && typedOut(changes.map((c) => c.text)) >= 0) break;
    }
    const texts = changes.map((change) => change.text);
    const at = (i: number) => changes[i]!.at;
    const second = typedOut(texts);
    const empty = texts.indexOf('', second);
    const third = texts.indexOf('Trusted suppliers', empty);
    expect(
      [second, empty, third].every((i) => i > 0),
      texts.join('|'),
    ).toBe(true);
    const deleting = second + 1;
    expect(full.startsWith(texts[deleting]!) && texts[deleting]!.length < full.length).toBe(true);
    // Changes are seen on a 75 ms grid, so each span is read to within one step.
    expect(at(deleting) - at(second)).toBeGreaterThanOrEqual(1500);
    expect(at(deleting) - at(second)).toBeLessThanOrEqual(1575);
    // 21 letters at 30 ms: gone 630 ms after the pause (at 75 ms a letter it would take 1575 ms).
    expect(at(empty) - at(second)).toBeGreaterThanOrEqual(1500 + 630 - 75);
    expect(at(empty) - at(second)).toBeLessThanOrEqual(1500 + 630 + 75);
    expect(texts.slice(empty + 1, empty + 4)).toEqual(['T', 'Tr', 'Tru']);
    // 75 ms a letter: the 16 letters after "T" take 1.2 s.
    expect(at(third) - at(empty + 1)).toBe(1200);
  });

  test('all partners open their sites in a new tab; the strip stops on hover and focus', async ({
    page,
  }) => {
    await page.goto('/gps-app/en/about/');
    const section = page.getByRole('region', { name: /Our partners/ });
    const links = section.getByRole('link');
    await expect(links).toHaveCount(siteContent.partners.length);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAccessibleName(/\S+ \(opens in a new tab\)$/);
    }
    const track = section.locator('[data-marquee]');
    const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    expect(await playState()).toBe('running');
    await track.locator('..').hover(); // the strip's frame: the links themselves keep moving
    expect(await playState()).toBe('paused');
    await page.mouse.move(0, 0);
    expect(await playState()).toBe('running');
    await links.nth(3).focus();
    expect(await playState()).toBe('paused');
  });

  test('the pause checkbox stops the bands and the strip', async ({ page }) => {
    await page.goto('/gps-app/ka/about/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ჩვენ შესახებ');
    await page.getByLabel('მოძრავი ტექსტისა და ლოგოების შეჩერება').check();
    const tracks = page.locator('[data-marquee]');
    await expect(tracks).toHaveCount(3);
    const states = await tracks.evaluateAll((els) =>
      els.map((el) => getComputedStyle(el).animationPlayState),
    );
    expect(states).toEqual(['paused', 'paused', 'paused']);
    await expect(page.getByRole('link', { name: 'დაგვიკავშირდით' })).toHaveAttribute(
      'href',
      '/gps-app/ka/contacts/',
    );
  });
});

test('under reduced motion the bands and partners stand still, wrapped to fit a 375 px phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/gps-app/en/about/');
  const tracks = page.locator('[data-marquee]');
  await expect(tracks).toHaveCount(3);
  expect(
    await tracks.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName)),
  ).toEqual(['none', 'none', 'none']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  // Every partner is on screen at once.
  const links = page.getByRole('region', { name: /Our partners/ }).getByRole('link');
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
});

test.describe('about page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the final figures and the first partners phrase are in the page', async ({ page }) => {
    await page.goto('/gps-app/en/about/');
    await expect(page.locator('[data-counter]')).toHaveText(finals);
    await expect(page.locator('[data-typed]')).toHaveText('Our partners');
  });
});
