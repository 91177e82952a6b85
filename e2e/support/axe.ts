import axe, { type AxeResults, type RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2 A and AA rules. Only violations are read, so only they are collected in full; the
 * rules still run on every node.
 */
const options: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
  resultTypes: ['violations'],
};

/**
 * axe.run on the whole document once its transitions have ended (a dialog or drawer fading in is
 * half transparent: axe would judge colours it never keeps); null when axe is not in the page.
 * A string: the e2e code is typed without the browser's globals.
 */
const runAxe = `(async () => {
  if (typeof window.axe !== 'object') return null;
  await Promise.all(
    document.getAnimations()
      .filter((a) => a instanceof CSSTransition)
      .map((a) => a.finished.catch(() => {})),
  );
  return window.axe.run(document, ${JSON.stringify(options)});
})()`;

/**
 * Runs axe on the page and fails on any serious or critical violation, listing each rule with
 * the elements it found. axe-core is put in a document once and run there with one call
 * (@axe-core/playwright evaluated its 560 kB twice per audit, and its default mode finished each
 * run in a blank page of its own, for cross-origin frames the app does not have).
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  let results = await page.evaluate<AxeResults | null>(runAxe);
  if (!results) {
    await page.evaluate(axe.source);
    results = await page.evaluate<AxeResults | null>(runAxe);
  }
  expect(results, 'axe-core did not run in the page').not.toBeNull();
  const serious = results!.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
  expect(serious, `axe on ${new URL(page.url()).pathname}`).toEqual([]);
}
