import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createECDH } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { loadConfig } from '@guidepass/config';
import { keptVapidSettings, newVapidSettings } from '../harness/vapid-keys.ts';

const minimal = { DATABASE_URL: 'postgres://root@127.0.0.1/db', JWT_SECRET: 'x'.repeat(32) };

t.test("npm start's VAPID pair is made once under .data and kept; each is a P-256 pair the configuration accepts", async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'guidepass-vapid-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const first = keptVapidSettings(dir);
  t.same(keptVapidSettings(dir), first, 'the second start reads the same pair');
  t.equal((await stat(path.join(dir, 'vapid-keys.json'))).mode & 0o777, 0o600, 'readable by its owner only');
  t.notSame(newVapidSettings().VAPID_PUBLIC_KEY, first.VAPID_PUBLIC_KEY, 'tests get a pair per start');

  const vapid = loadConfig({ ...minimal, ...first }).push.vapid!;
  // The public key is the private key's point: the same point computed from the private scalar.
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(vapid.privateKey, 'base64url'));
  t.equal(ecdh.getPublicKey().toString('base64url'), vapid.publicKey);
});
