import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * The page fits the screen's width: nothing makes the whole page scroll sideways. Polled, as a
 * chart or a table follows a new viewport width a moment after a resize.
 */
export async function expectNoSideScroll(page: Page) {
  // A phone has no pointer resting on the page: the desktop steps before a resize may have left
  // the mouse over a chart, whose hover tooltip would then be measured too.
  await page.mouse.move(0, 0);
  // A string: the e2e code is typed without the browser's globals.
  const overflow = () =>
    page.evaluate<number>(
      'document.scrollingElement.scrollWidth - document.scrollingElement.clientWidth',
    );
  // On failure, the message names the elements that reach past the screen's right edge.
  const widest = await page.evaluate<string>(
    `[...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right >
      document.scrollingElement.clientWidth + 1).slice(-3).map((e) => e.tagName + '.' +
      e.className + ' ' + (e.textContent ?? '').slice(0, 40)).join(' | ')`,
  );
  await expect
    .poll(overflow, { message: `width of ${new URL(page.url()).pathname} (${widest})` })
    .toBeLessThanOrEqual(0);
}
