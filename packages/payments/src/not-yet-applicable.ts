/** Thrown to have the job retried later: the event is about a state we have not recorded yet. */
export class NotYetApplicable extends Error {
  override name = 'NotYetApplicable';
}
