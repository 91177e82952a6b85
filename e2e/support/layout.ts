import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * The page fits the screen's width: nothing makes the whole page scroll sideways. Polled, as a
 * chart or a table follows a new viewport width a moment after a resize.
 */
export async function expectNoSideScroll(page: Page) {
  // A string: the e2e code is typed without the browser's globals.
  const overflow = () =>
    page.evaluate<number>(
      'document.scrollingElement.scrollWidth - document.scrollingElement.clientWidth',
    );
  await expect
    .poll(overflow, { message: `width of ${new URL(page.url()).pathname}` })
    .toBeLessThanOrEqual(0);
}
