import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

type Section = keyof typeof adminUiText.sectionNames;

/** Opens a section of the admin area from its menu (product.md §20) and waits for the section's view. */
export async function openAdminSection(page: Page, section: Section): Promise<void> {
  const name = adminUiText.sectionNames[section];
  await page.getByRole('navigation', { name: adminUiText.sectionsMenu }).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]section=${section}(&|$)`));
}
