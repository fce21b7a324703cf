// Drops the databases test files left behind once their processes have ended (npm test does this itself; run it after
// tap or test:faults run on their own): `npm run test:drop-databases`.
import { currentTemplateName, dropLeftoverTestDatabases, testAdminUrl } from '@guidepass/db/testing';
import { say } from '../harness/log.ts';

const dropped = await dropLeftoverTestDatabases(testAdminUrl(), currentTemplateName());
say(`dropped ${dropped} test database${dropped === 1 ? '' : 's'}`);
