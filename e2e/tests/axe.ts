import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from '@playwright/test';

/** axe-core's serious and critical findings on the page as it is now: rule, impact, elements. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A toast still sliding in is measured at part opacity (a false contrast finding): wait for
  // its entrance, not for its timer bar (an animation inside it).
  await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll('.Toastify__toast')].flatMap((toast) =>
        toast.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
      ),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ` +
        violation.nodes.map((node) => node.target.join(' ')).join(', '),
    );
}

/** axe-core's rules for images on the page as it is now: their violations (any impact) and how
 * many elements passed them, so a scan that found no image at all is seen. */
export async function imageRules(page: Page): Promise<{ violations: string[]; passed: number }> {
  const results = await new AxeBuilder({ page })
    .withRules(['image-alt', 'image-redundant-alt', 'role-img-alt'])
    .analyze();
  return {
    violations: results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    passed: results.passes
      .filter((rule) => rule.id === 'image-alt')
      .reduce((count, rule) => count + rule.nodes.length, 0),
  };
}
