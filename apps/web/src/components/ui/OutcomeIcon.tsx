/** A large tick or cross above a result's heading. Decorative: the heading says the same in words. */
export function OutcomeIcon({ kind }: { kind: 'success' | 'cancelled' }) {
  return (
    <svg className={`outcome outcome--${kind}`} width="64" height="64" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" />
      <path d={kind === 'success' ? 'M19 33 L28 42 L46 23' : 'M22 22 L42 42 M42 22 L22 42'} />
    </svg>
  );
}
