import { useId, type ReactNode } from 'react';
import './scrolling-table.css';

/**
 * A captioned table sized for 360 px; should a cell not fit, the table scrolls inside its own box (focusable, so that
 * a keyboard can scroll it too), never the page. `children` are its thead and tbody; numbers take `scrolling-table__number`.
 */
export function ScrollingTable({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <div className="scrolling-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="scrolling-table__table">
        <caption id={captionId} className="scrolling-table__caption">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
