// Messages of our own that report success ("Password changed") are shown as success, not in the seed's
// blue-or-red message area; the tick repeats the tone in shape for those who cannot tell the colours apart.
export function SuccessMessage({ message }: { message: string | null }) {
  return (
    <div role="status" className="messages">
      {message ? (
        <p className="message message--success">
          <span className="message__icon" aria-hidden="true">
            ✓
          </span>
          <span className="message__text">{message}</span>
        </p>
      ) : null}
    </div>
  );
}
