// npm run migrate (and the compose file's migrate service): migrates DATABASE_URL to the latest schema.
import { fail } from '../harness/log.ts';
import { migrate } from '../harness/migrate-database.ts';

const url = process.env.DATABASE_URL;
if (!url) fail('DATABASE_URL is not set');
await migrate(url!).catch((error: Error) => fail(error.message));
