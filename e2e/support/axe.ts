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
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
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
