/** A small turning ring beside a progress text; the text itself says what is happening. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
