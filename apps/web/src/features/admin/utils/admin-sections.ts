/** The admin area's sections (product.md §20), each its own view at `/?view=admin&section=<id>`; the first is the default. */
export const adminSections = ['members', 'salespeople', 'names', 'earnings', 'queues'] as const;
export type AdminSection = (typeof adminSections)[number];

/** A section named in an address, or the first section for anything else. */
export function parseAdminSection(value: string | null): AdminSection {
  return adminSections.find((section) => section === value) ?? adminSections[0];
}

/** The address of a section, on a month where one is chosen. */
export function adminAddress(section: AdminSection, month: string | null = null): string {
  return `/?view=admin&section=${section}${month === null ? '' : `&month=${month}`}`;
}

/** At most this many rows a page in the admin's lists. */
export const adminPageSize = 20;
