import { useCallback, useRef, useState } from 'react';
import type { MessageTone } from '../components/ui/message-tone.ts';

/**
 * A message on show, with a key that changes each time it is set, even to the same text, and the failure's `reason`
 * when it is one (the api's, or the same word for a check made here): what code tells messages apart by.
 */
export interface AnnouncedMessage {
  text: string;
  key: number;
  reason?: string | undefined;
  /** how it reads, as its setter said (a failure unless said otherwise) */
  tone?: MessageTone | undefined;
}

/**
 * A view's message. Setting the same text again gives it a new key, so the message area renders it afresh and
 * screen readers announce a repeated error again (they stay silent when a live region's text does not change).
 */
export function useAnnouncedMessage(initial: string | null = null): [AnnouncedMessage | null, (text: string | null, reason?: string, tone?: MessageTone) => void] {
  const next = useRef(1);
  const [message, setMessage] = useState<AnnouncedMessage | null>(() => (initial === null ? null : { text: initial, key: 0 }));
  const set = useCallback((text: string | null, reason?: string, tone?: MessageTone) => {
    setMessage(text === null ? null : { text, key: next.current++, reason, tone });
  }, []);
  return [message, set];
}
