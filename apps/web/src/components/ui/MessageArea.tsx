import { useEffect, useRef } from 'react';
import { reportsSuccess } from '@guidepass/domain/message-rules';
import { mentionsSupport } from '@guidepass/domain/support';
import { SupportContact } from '../SupportContact.tsx';

type Tone = 'info' | 'success' | 'error';

// The original's colour rule decides the tone of its messages (blue informational, red otherwise): the view says
// which ones inform; ours that report success are shown as success (product.md section 12). The icon repeats the
// tone in shape for those who cannot tell the colours apart.
function toneOf(message: string, informational: boolean): Tone {
  if (informational) return 'info';
  return reportsSuccess(message) ? 'success' : 'error';
}

interface MessageAreaProps {
  message: string | null | undefined;
  /** Changes each time the message is set (lib/use-announced-message.ts): the same text again is announced again. */
  messageKey?: number;
  /** For the fields the message is about (their aria-describedby). */
  id?: string;
  /** The message informs (a payment received, a slow verification) rather than reports a failure. */
  informational?: boolean;
}

// Both live regions stay in the page, empty when unused, because screen readers announce changes inside a region
// more reliably than a new region. A new message is scrolled to the middle of what is visible: with the on-screen
// keyboard open, the top of a form is otherwise out of sight.
export function MessageArea({ message, messageKey, id, informational = false }: MessageAreaProps) {
  const area = useRef<HTMLDivElement>(null);
  const tone = message ? toneOf(message, informational) : null;

  useEffect(() => {
    if (message) area.current?.scrollIntoView?.({ block: 'center' });
  }, [message, messageKey]);

  return (
    <div className="messages" id={id} ref={area}>
      <div role="status">{message && tone !== 'error' ? <Message key={messageKey} message={message} tone={tone ?? 'info'} /> : null}</div>
      <div role="alert">{message && tone === 'error' ? <Message key={messageKey} message={message} tone="error" /> : null}</div>
    </div>
  );
}

const icons: Record<Tone, string> = { info: 'i', success: '✓', error: '!' };

function Message({ message, tone }: { message: string; tone: Tone }) {
  return (
    <div className={`message message--${tone}`}>
      <span className="message__icon" aria-hidden="true">
        {icons[tone]}
      </span>
      <div className="message__text">
        <p>{message}</p>
        {mentionsSupport(message) ? <SupportContact /> : null}
      </div>
    </div>
  );
}
