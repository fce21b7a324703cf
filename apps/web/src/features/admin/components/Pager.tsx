import { Button } from '../../../components/ui/Button.tsx';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

interface PagerProps {
  /** From 1. */
  page: number;
  total: number;
  pageSize: number;
  /** What is paged ("salespeople"), naming the group. */
  what: string;
  onPage(page: number): void;
}

/** Which rows of how many are shown, with the previous and next pages; nothing when everything fits one page. */
export function Pager({ page, total, pageSize, what, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className="pager" role="group" aria-label={adminUiText.pagesLabel(what)}>
      <p className="pager__where" aria-live="polite">
        {`${adminUiText.pageOf(page, pages)} · ${adminUiText.shownOf(from, to, total)}`}
      </p>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">‹</span> {adminUiText.previousPage}
      </Button>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {adminUiText.nextPage} <span aria-hidden="true">›</span>
      </Button>
    </div>
  );
}
