import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// What the journeys check on every page they look at: WCAG 2.2 A/AA by axe, and no sideways scrolling on a phone.

/** The axe tags of WCAG 2.2 A and AA (2.0 and 2.1 included). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe finds no violation on the page as it is now (with `bestPractice`, none of axe's best-practice rules either). */
export async function expectAxeClean(page: Page, where: string, options: { exclude?: string; bestPractice?: boolean } = {}): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(options.bestPractice ? [...wcagTags, 'best-practice'] : wcagTags);
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

/**
 * Nothing inside `scope` spills out of its own box or past the screen's right edge (a button's label wider than the
 * button at 200 % text, say): each visible element's content fits its width.
 */
export async function expectNothingSpills(scope: Locator, where: string): Promise<void> {
  const spilled = await scope.evaluate((root) => {
    const screen = document.documentElement.clientWidth;
    const found: string[] = [];
    // Visually hidden for screen readers (clipped, as .visually-hidden and a card table's head): nothing to see spill.
    const clipped = (element: Element | null): boolean => element !== null && (getComputedStyle(element).clipPath !== 'none' || clipped(element.parentElement));
    for (const element of [root, ...Array.from(root.querySelectorAll<HTMLElement>('*'))]) {
      const box = element.getBoundingClientRect();
      // Hidden: nothing to see spill. A text field scrolls its own value by design.
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === 'hidden' || clipped(element)) continue;
      if (element.matches('input, textarea, select')) continue;
      const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) found.push(`${name}: content ${element.scrollWidth} px in ${element.clientWidth} px`);
      else if (box.right > screen + 1) found.push(`${name}: ends at ${Math.round(box.right)} px on a ${screen} px screen`);
    }
    return found;
  });
  expect(spilled, `${where}: nothing spills out of its box`).toEqual([]);
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

/**
 * A view's checks on a 360 px phone, at 100 % and at 200 % text: no sideways scroll, nothing spilling out of its box,
 * headings whole, axe-clean. Leaves the text at 100 %.
 */
export async function expectPhoneViewSound(page: Page, where: string, options: { exclude?: string } = {}): Promise<void> {
  for (const percent of [100, 200]) {
    await setTextSize(page, percent);
    const at = percent === 100 ? where : `${where}, at 200 % text`;
    await expectNoSidewaysScroll(page, at);
    await expectNothingSpills(page.locator('body'), at);
    await expectHeadingsWhole(page, at);
    await expectAxeClean(page, at, options);
  }
  await setTextSize(page, 100);
}
