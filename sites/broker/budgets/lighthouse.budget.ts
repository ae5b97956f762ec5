import { everyPageChecks, failing, javaScriptChecks, keyPageChecks, sitewideChecks } from './assertions';
import { budgetsConfig } from './budgets.config';
import { budgetPages } from './pages';
import { readRuns, slowdowns } from './results';
import { publicDir } from './site';

const collected = readRuns();
const pages = budgetPages(publicDir);

describe(`Every page at the CPU slowdown calibrated to the host (${slowdowns(collected)}), with and without its scripts`, () => {
  it.each(pages.map((page) => [page.path, page.type]))(
    `%s (%s) does not shift and scores at least ${budgetsConfig.everyPage.minPerformanceRatio} of its own HTML without scripts`,
    (path) => {
      expect(failing(everyPageChecks(collected, path))).toEqual([]);
    },
  );

  it(`the median page scores at least ${budgetsConfig.everyPage.minMedianPerformanceRatio} of its own HTML without scripts (goal: every page ${budgetsConfig.everyPage.targetPerformanceRatio})`, () => {
    expect(
      failing(
        sitewideChecks(
          collected,
          pages.map((page) => page.path),
        ),
      ),
    ).toEqual([]);
  });
});

describe('First-view JavaScript', () => {
  it.each(pages.map((page) => [page.path, page.type]))(
    `%s (%s) stays within ${budgetsConfig.firstViewJavaScript.maxKb.toFixed(1)} KB and loads no on-demand code`,
    (path) => {
      expect(failing(javaScriptChecks(collected, path))).toEqual([]);
    },
  );
});

describe('The key pages', () => {
  it.each(pages.filter((page) => page.key).map((page) => [page.path]))(
    '%s scores 100 for Accessibility, Best Practices and SEO',
    (path) => {
      expect(failing(keyPageChecks(collected, path))).toEqual([]);
    },
  );
});
