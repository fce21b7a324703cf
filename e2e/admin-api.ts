import { randomBytes } from 'node:crypto';
import { expect, waitForMailMatching } from './fixtures.ts';

// The admin API as journeys use it to set the scene (a salesperson with a referral code), each journey with an
// administrator of its own (ADMIN_EMAILS in global-setup.ts), so that journeys running side by side never race to
// sign the same one up.

const password = 'delta-safari-9';

/** Calls the app's API (GET without a body, POST with one). */
export async function api<T>(appUrl: string, path: string, init: { token?: string; body?: unknown } = {}): Promise<{ status: number; data: T }> {
  const response = await fetch(`${appUrl}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  const json = (await response.json()) as { data: T };
  return { status: response.status, data: json.data };
}

/** A verified administrator's access token: logs in, or first signs up and verifies. Its password is `adminPassword`. */
export async function adminToken(appUrl: string, sandboxUrl: string, adminEmail: string): Promise<string> {
  const login = () => api<{ accessToken: string; emailVerified: boolean }>(appUrl, '/auth/login', { body: { email: adminEmail, password } });
  let session = await login();
  if (session.status === 401) {
    const signup = await api(appUrl, '/auth/signup', {
      body: { email: adminEmail, password, confirmPassword: password, firstName: 'Lesego', lastName: 'Motsumi' },
    });
    // 201, or the address is taken: a test beside this one signed the same administrator up a moment earlier.
    expect([201, 409], `the administrator signs up (${signup.status})`).toContain(signup.status);
    session = await login();
  }
  expect(session.status, 'the administrator logs in').toBe(200);
  if (!session.data.emailVerified) {
    const [, code] = await waitForMailMatching(sandboxUrl, adminEmail, /code in the app: (\d{6})/);
    const verified = await api(appUrl, '/auth/verify-email', { body: { email: adminEmail, code } });
    session = await login();
    // Tests of one file run side by side: another may have spent the code first, and then the address is verified.
    expect(verified.status === 200 || session.data.emailVerified, `the administrator verifies (${verified.status})`).toBe(true);
  }
  return session.data.accessToken;
}

export const adminPassword = password;

/**
 * Letters only (a name key ignores digits): a surname of this run's own, so salespeople never collide. Three letters
 * (17 576 a stem, for the few made in one run) keep it a surname's length: the 200 % text checks measure headings
 * that show it, and an 11-letter random word does not fit a card at 360 px at that size (nor would a real one).
 */
export function uniqueSurname(stem: string): string {
  return `${stem}${[...randomBytes(3)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
}

/** Creates a salesperson through POST /api/admin/salespersons; answers its id, full name and referral code. */
export async function createSalesperson(appUrl: string, token: string, firstName: string, lastName: string) {
  const created = await api<{ id: string; fullName: string; referralCode: string }>(appUrl, '/api/admin/salespersons', { token, body: { firstName, lastName } });
  expect(created.status, 'POST /api/admin/salespersons').toBe(201);
  return created.data;
}
