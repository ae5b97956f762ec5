import type { Page } from '@playwright/test';

const axeSource = require.resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

export interface AxeAudit {
  violations: AxeViolation[];
  /** Elements whose text contrast axe could not decide (text over a gradient, image or shape). */
  undecidedContrast: string[];
}

/**
 * Runs axe-core (WCAG 2.0-2.2 A/AA and best practices) on the page: its violations, and the
 * color-contrast checks it left "incomplete" (see ./contrast).
 */
export async function axeAudit(page: Page): Promise<AxeAudit> {
  // Cards fade in as they scroll into view: contrast is judged once every running transition has
  // ended, not halfway through a fade.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: unknown,
          ) => Promise<{
            violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }>;
            incomplete: Array<{ id: string; nodes: Array<{ target: string[] }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations', 'incomplete'],
    });
    return {
      violations: result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
      })),
      undecidedContrast: result.incomplete
        .filter((i) => i.id === 'color-contrast')
        .flatMap((i) => i.nodes.map((n) => n.target.join(' '))),
    };
  });
}
