import { useEffect, useRef } from 'react';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { SuccessMessage } from '../../../components/ui/SuccessMessage.tsx';
import type { AdminAction } from '../hooks/use-admin-action.ts';

/**
 * What an admin form's last request did, beside the form: success as success, a failure as an error. A new outcome
 * is brought into view and given focus (product.md §20), so the admin, and a screen reader, are where the answer is.
 */
export function ActionOutcome({ outcome, id }: { outcome: AdminAction['outcome']; id?: string }) {
  const ref = useFocusOnChange(outcome);
  return (
    <div id={id} ref={ref} tabIndex={-1} className="action-outcome">
      <SuccessMessage message={outcome?.ok ? outcome.text : null} />
      <MessageArea message={outcome && !outcome.ok ? outcome.text : null} />
    </div>
  );
}

/** A section's own success message (a card that left the list says what happened here), in view and focused. */
export function SectionOutcome({ message }: { message: string | null }) {
  const ref = useFocusOnChange(message);
  return (
    <div ref={ref} tabIndex={-1} className="action-outcome">
      <SuccessMessage message={message} />
    </div>
  );
}

function useFocusOnChange(value: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (value === null) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, [value]);
  return ref;
}
