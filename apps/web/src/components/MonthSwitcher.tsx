import { uiText } from '../config/missing-messages.ts';
import { addMonths, monthLabel } from '../lib/months.ts';
import { Button } from './ui/Button.tsx';
import './month-switcher.css';

interface MonthSwitcherProps {
  month: string;
  /** The current month: there is nothing after it to see yet. */
  latest: string;
  onChange(month: string): void;
}

/** The month on show, with previous and next month buttons side by side under it, within a thumb's reach. */
export function MonthSwitcher({ month, latest, onChange }: MonthSwitcherProps) {
  return (
    <div className="month-switcher" role="group" aria-label={uiText.monthSwitcher}>
      <p className="month-switcher__month" aria-live="polite">
        {monthLabel(month)}
      </p>
      <Button variant="secondary" onClick={() => onChange(addMonths(month, -1))}>
        <span aria-hidden="true">‹</span> {uiText.previousMonth}
      </Button>
      <Button variant="secondary" disabled={month >= latest} onClick={() => onChange(addMonths(month, 1))}>
        {uiText.nextMonth} <span aria-hidden="true">›</span>
      </Button>
    </div>
  );
}
