import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { SuccessMessage } from '../../../components/ui/SuccessMessage.tsx';
import type { AdminAction } from '../hooks/use-admin-action.ts';

/** What an admin form's last request did, beside the form: success as success, a failure as an error. */
export function ActionOutcome({ outcome, id }: { outcome: AdminAction['outcome']; id?: string }) {
  return (
    <div id={id}>
      <SuccessMessage message={outcome?.ok ? outcome.text : null} />
      <MessageArea message={outcome && !outcome.ok ? outcome.text : null} />
    </div>
  );
}
