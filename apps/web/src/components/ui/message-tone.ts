/**
 * How a message reads: informing (blue), reporting success, or reporting a failure (red). The code that sets a message
 * knows which it is and says so; nothing decides it from the wording, which changes with the language.
 */
export type MessageTone = 'info' | 'success' | 'error';

/** A message one view sets and another shows (a notice, a page's message), with its tone. */
export interface ToneMessage {
  text: string;
  tone: MessageTone;
  /** it tells the reader to contact support (domain/support.ts) */
  support?: boolean;
}
