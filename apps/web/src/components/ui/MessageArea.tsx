import { useEffect, useRef } from 'react';
import { SupportContact } from '../SupportContact.tsx';
import type { MessageTone } from './message-tone.ts';

interface MessageAreaProps {
  message: string | null | undefined;
  /** Changes each time the message is set (lib/use-announced-message.ts): the same text again is announced again. */
  messageKey?: number;
  /** For the fields the message is about (their aria-describedby). */
  id?: string;
  /**
   * The original's colour rule (blue informational, red otherwise), with ours that report success shown as success
   * (product.md section 12): the view that sets the message says which. The icon repeats the tone in shape for those
   * who cannot tell the colours apart.
   */
  tone?: MessageTone;
  /** The message tells the reader to contact support (domain/support.ts): how to follows it. */
  support?: boolean;
}

// Both live regions stay in the page, empty when unused, because screen readers announce changes inside a region
// more reliably than a new region. A new message is scrolled to the middle of what is visible: with the on-screen
// keyboard open, the top of a form is otherwise out of sight.
export function MessageArea({ message, messageKey, id, tone = 'error', support = false }: MessageAreaProps) {
  const area = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (message) area.current?.scrollIntoView?.({ block: 'center' });
  }, [message, messageKey]);

  return (
    <div className="messages" id={id} ref={area}>
      <div role="status">{message && tone !== 'error' ? <Message key={messageKey} message={message} tone={tone} support={support} /> : null}</div>
      <div role="alert">{message && tone === 'error' ? <Message key={messageKey} message={message} tone="error" support={support} /> : null}</div>
    </div>
  );
}

const icons: Record<MessageTone, string> = { info: 'i', success: '✓', error: '!' };

function Message({ message, tone, support }: { message: string; tone: MessageTone; support: boolean }) {
  return (
    <div className={`message message--${tone}`}>
      <span className="message__icon" aria-hidden="true">
        {icons[tone]}
      </span>
      <div className="message__text">
        <p>{message}</p>
        {support ? <SupportContact /> : null}
      </div>
    </div>
  );
}
