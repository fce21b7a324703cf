import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// What the journeys check on every page they look at: WCAG 2.2 A/AA by axe, and no sideways scrolling on a phone.

/** The axe tags of WCAG 2.2 A and AA (2.0 and 2.1 included). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe finds no violation on the page as it is now. */
export async function expectAxeClean(page: Page, where: string, options: { exclude?: string } = {}): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  // A frame axe cannot enter (a saved guide page offline runs no script) is left out by the caller.
  if (options.exclude) builder.exclude(options.exclude);
  const { violations } = await builder.analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${where}`,
  ).toEqual([]);
}

/** The page is no wider than the screen. */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where}: the page is no wider than the screen`).toBeLessThanOrEqual(clientWidth);
}

/** No heading breaks inside a word (product.md §14): each word of every visible heading lies on one line. */
export async function expectHeadingsWhole(page: Page, where: string): Promise<void> {
  const broken = await page.evaluate(() => {
    const found: string[] = [];
    for (const heading of Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4'))) {
      if (heading.getClientRects().length === 0 || heading.classList.contains('visually-hidden')) continue;
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index!);
          range.setEnd(node, match.index! + match[0].length);
          const lines = new Set(Array.from(range.getClientRects()).filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) found.push(`${heading.tagName} "${heading.textContent}": "${match[0]}"`);
        }
      }
    }
    return found;
  });
  expect(broken, `${where}: no heading breaks inside a word`).toEqual([]);
}

/** Sets the text size a person chooses in the browser, as the root font size (200 % by default), on this page. */
export async function setTextSize(page: Page, percent = 200): Promise<void> {
  await page.evaluate((percent) => (document.documentElement.style.fontSize = `${percent}%`), percent);
}
