import t from 'tap';
import { codeForStatus } from '../src/errors.ts';

t.test("the original's status to code table", async (t) => {
  const table: Array<[number, string]> = [
    [400, 'invalid-argument'], [401, 'unauthenticated'], [403, 'permission-denied'], [404, 'not-found'],
    [409, 'aborted'], [429, 'resource-exhausted'], [499, 'cancelled'], [501, 'unimplemented'],
    [503, 'unavailable'], [504, 'deadline-exceeded'], [500, 'internal'], [0, 'internal'], [418, 'unknown'], [502, 'unknown'],
  ];
  for (const [status, code] of table) t.equal(codeForStatus(status), code, `${status}`);
});
