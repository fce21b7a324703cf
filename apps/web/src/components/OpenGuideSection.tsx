import { useId } from 'react';
import { uiText } from '../config/missing-messages.ts';
import { replaceUrl } from '../lib/browser-address.ts';
import { Button } from './ui/Button.tsx';
import './open-guide.css';

/** The guide, opened without paying (product.md §14; select-view.ts, location.ts `guide`). */
const guideAddress = '/?view=guide';

/**
 * "The guide" with its Open the guide button, for the people who open it without paying to show customers what they
 * buy: a confirmed salesperson (My sales) and an administrator (the admin view). `hint` says which they are.
 */
export function OpenGuideSection({ hint }: { hint: string }) {
  const titleId = useId();
  return (
    <section className="view-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{uiText.guideForCustomersTitle}</h2>
      <p className="open-guide__hint">{hint}</p>
      <Button onClick={() => replaceUrl(guideAddress)}>{uiText.openGuide}</Button>
    </section>
  );
}
