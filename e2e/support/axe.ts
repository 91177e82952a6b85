import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe (WCAG 2 A and AA rules) on the page once its transitions have ended and fails on
 * any serious or critical violation, listing each rule with the elements it found.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A dialog or drawer fading in is half transparent: axe would judge colours it never keeps.
  await page.evaluate(
    'Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => {})))',
  );
  // One axe.run in the page. AxeBuilder's default runs axe.runPartial in every frame, then
  // axe.finishRun in a blank page it opens, and returns every node of every rule that passed:
  // 2–4 times the time, for cross-origin frames the app does not have. Only violations are
  // read, so only they are collected in full (resultTypes); every rule still runs on every node.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
  expect(serious, `axe on ${new URL(page.url()).pathname}`).toEqual([]);
}
