import type { MouseEvent, Ref } from 'react';
import { replaceUrl } from '../../../lib/browser-address.ts';
import { adminAddress, adminSections, type AdminSection } from '../utils/admin-sections.ts';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

interface AdminMenuProps {
  current: AdminSection;
  /** The month on show, kept when moving between sections. */
  month: string | null;
  ref?: Ref<HTMLElement>;
}

/** The admin area's sections as a menu of links, the open one marked; each section is its own view (product.md §20). */
export function AdminMenu({ current, month, ref }: AdminMenuProps) {
  const open = (event: MouseEvent<HTMLAnchorElement>, section: AdminSection) => {
    // A plain click stays in the app; a new tab (Ctrl, middle click) opens the section's own address.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    replaceUrl(adminAddress(section, month));
  };
  return (
    <nav className="admin-menu" aria-label={adminUiText.sectionsMenu} ref={ref} tabIndex={-1}>
      <ul className="admin-menu__list">
        {adminSections.map((section) => (
          <li key={section}>
            <a
              className="admin-menu__link"
              href={adminAddress(section, month)}
              aria-current={section === current ? 'page' : undefined}
              onClick={(event) => open(event, section)}
            >
              {adminUiText.sectionNames[section]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
