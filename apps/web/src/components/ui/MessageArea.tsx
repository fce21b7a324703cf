import { isInformational } from '@guidepass/domain/messages';

// The original's colour rule decides the tone (blue informational, red otherwise). The icon repeats it
// in shape for those who cannot tell the colours apart. Both live regions stay in the page, empty when
// unused, because screen readers announce changes inside a region more reliably than a new region.
export function MessageArea({ message }: { message: string | null | undefined }) {
  const informational = message ? isInformational(message) : false;
  return (
    <div className="messages">
      <div role="status">{message && informational ? <Message message={message} tone="info" /> : null}</div>
      <div role="alert">{message && !informational ? <Message message={message} tone="error" /> : null}</div>
    </div>
  );
}

function Message({ message, tone }: { message: string; tone: 'info' | 'error' }) {
  return (
    <p className={`message message--${tone}`}>
      <span className="message__icon" aria-hidden="true">
        {tone === 'info' ? 'i' : '!'}
      </span>
      <span className="message__text">{message}</span>
    </p>
  );
}
