import { randomBytes } from 'node:crypto';
import { createDb } from '@guidepass/db';
import { deriveEmailToken } from '@guidepass/domain/email-token';
import { expectApi, mapWithConcurrency } from './http.ts';

export interface Member {
  uid: string;
  email: string;
  password: string;
  accessToken: string;
}

export const memberPassword = 'bench-secret-123';

/**
 * Makes members the way people do, over the api: sign up naming a salesperson, verify the e-mail with the code
 * from the verification mail (derived here from the token row, as the mail would carry it), log in.
 */
export async function createMembers(options: {
  apiUrl: string;
  databaseUrl: string;
  jwtSecret: string;
  count: number;
  concurrency?: number;
  /** the members' addresses (e.g. one listed in ADMIN_EMAILS); default made up, unique to the run */
  emails?: string[];
}): Promise<Member[]> {
  const db = createDb(options.databaseUrl, { max: 2 });
  try {
    const run = randomBytes(3).toString('hex');
    const emails = options.emails ?? Array.from({ length: options.count }, (_, i) => `bench-${run}-${i}@example.com`);
    return await mapWithConcurrency(emails, options.concurrency ?? 4, async (email) => {
      const password = memberPassword;
      const signup = await expectApi(201, options.apiUrl, 'POST', '/auth/signup', {
        body: { email, password, confirmPassword: password, firstName: 'Neo', lastName: 'Kgosi' },
      });
      const uid = signup.data.uid as string;
      const token = await db.selectFrom('email_tokens').select('id').where('user_id', '=', uid).where('purpose', '=', 'verify').executeTakeFirstOrThrow();
      const { code } = deriveEmailToken(options.jwtSecret, token.id);
      await expectApi(200, options.apiUrl, 'POST', '/auth/verify-email', { body: { email, code } });
      const login = await expectApi(200, options.apiUrl, 'POST', '/auth/login', { body: { email, password } });
      return { uid, email, password, accessToken: login.data.accessToken as string };
    });
  } finally {
    await db.destroy();
  }
}
