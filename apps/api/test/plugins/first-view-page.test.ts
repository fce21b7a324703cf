import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { firstViewDataId, firstViewPages, salespersonNamePlaceholder } from '@guidepass/domain/first-view';
import { fillReferralPage, readFirstViewTemplates } from '../../src/lib/platform/first-view-page.ts';
import { build, signupBody } from '../helper.ts';

// product.md §19: the api sends the prerendered sign-up page, and for `/?ref=CODE` the salesperson's name in it.

const inlineScript = "document.documentElement.classList.add('x')";
const scriptHash = `'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'`;

function fakeBuild() {
  const root = mkdtempSync(path.join(tmpdir(), 'gp-first-view-'));
  const page = (body: string) => `<!doctype html><html><head><title>guidepass</title><script>${inlineScript}</script></head><body><div id="root" data-prerendered>${body}</div></body></html>`;
  writeFileSync(path.join(root, firstViewPages.plain), page('<form>Salesperson First Name</form>'));
  writeFileSync(path.join(root, firstViewPages.referral), page(`<form><p>Sold by ${salespersonNamePlaceholder}</p></form>`));
  return root;
}

async function salespersonCode(app: FastifyInstance, firstName: string, lastName: string): Promise<{ id: string; code: string }> {
  const signup = await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody(`${firstName.toLowerCase()}@example.com`, { firstName, lastName, confirmNewSalesperson: true }) });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const row = await app.db.selectFrom('salespersons').select(['id', 'referral_code']).where('full_name', '=', `${firstName} ${lastName}`).executeTakeFirstOrThrow();
  return { id: row.id, code: row.referral_code };
}

const dataOf = (html: string) => JSON.parse(new RegExp(`<script type="application/json" id="${firstViewDataId}">(.*?)</script>`).exec(html)?.[1] ?? 'null');

t.test('/?ref=CODE: the page names the salesperson (compressed, kept a minute); an unknown code gets the plain form', async (t) => {
  const app = await build(t, {}, { webRoot: fakeBuild() });
  const neo = await salespersonCode(app, 'Neo', 'Kgosi');

  const named = await app.inject({ url: `/?ref=${neo.code}`, headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });
  t.equal(named.statusCode, 200);
  t.equal(named.headers['content-encoding'], 'br');
  t.equal(named.headers['cache-control'], 'no-cache');
  const html = brotliDecompressSync(named.rawPayload).toString();
  t.match(html, '<p>Sold by Neo Kgosi</p>');
  t.same(dataOf(html), { referral: { code: neo.code, fullName: 'Neo Kgosi' } }, 'the app starts from what the page shows');
  t.match(named.headers['content-security-policy'], `script-src 'self' ${scriptHash}`, 'the build’s inline script, and only it, may run');

  // As the link was typed (lower case, a dash): named all the same, and the data carries the code as the app reads it.
  const typed = `${neo.code.toLowerCase().slice(0, 3)}-${neo.code.toLowerCase().slice(3)}`;
  const plainText = await app.inject({ url: `/?ref=${typed}` });
  t.match(plainText.body, '<p>Sold by Neo Kgosi</p>');
  t.same(dataOf(plainText.body), { referral: { code: typed, fullName: 'Neo Kgosi' } });

  // Kept: a new name shows once the minute is over, not at once.
  await app.db.updateTable('salespersons').set({ first_name: 'Neo', last_name: 'Kgosietsile', full_name: 'Neo Kgosietsile' }).where('id', '=', neo.id).execute();
  t.match((await app.inject({ url: `/?ref=${neo.code}` })).body, '<p>Sold by Neo Kgosi</p>', 'answered from what was kept');

  const unknown = await app.inject({ url: '/?ref=NOBODY7' });
  t.equal(unknown.statusCode, 200);
  t.match(unknown.body, 'Salesperson First Name');
  t.notMatch(unknown.body, 'Sold by');
  t.same(dataOf(unknown.body), { referral: { code: 'NOBODY7', fullName: null } });

  for (const url of ['/', '/?ref=', `/?ref=${'A'.repeat(21)}`, '/?ref=%3Cscript%3E']) {
    const page = await app.inject({ url, headers: { accept: 'text/html' } });
    t.equal(page.statusCode, 200, url);
    t.match(page.body, 'Salesperson First Name', url);
    t.equal(dataOf(page.body), null, `${url}: nothing filled in`);
    t.match(page.headers['content-security-policy'], scriptHash, url);
  }
  const template = await app.inject({ url: `/${firstViewPages.referral}`, headers: { accept: 'text/html' } });
  t.equal(template.statusCode, 404, 'the unfilled referral page is never sent');
});

t.test('/?ref=CODE is limited as the by-code lookup is: past the limit the plain page, never a 429', async (t) => {
  const app = await build(t, { RATE_LIMIT_AUTH_PER_IP: '2' }, { webRoot: fakeBuild() });
  const neo = await salespersonCode(app, 'Mpho', 'Dube');
  for (let i = 0; i < 2; i++) t.match((await app.inject({ url: `/?ref=${neo.code}` })).body, 'Sold by Mpho Dube');
  const limited = await app.inject({ url: `/?ref=${neo.code}` });
  t.equal(limited.statusCode, 200);
  t.notMatch(limited.body, 'Sold by');
  t.equal(limited.headers['retry-after'], undefined);
  t.equal((await app.inject({ url: `/api/salespersons/by-code/${neo.code}` })).statusCode, 429, 'one bucket with the lookup route');
});

t.test('a name cannot break out of the page: escaped in the markup and in the data block', async (t) => {
  const templates = readFirstViewTemplates(fakeBuild());
  const hostile = `</script><script>alert(1)</script><img src=x onerror=alert(2)>&"'`;
  const html = fillReferralPage(templates, 'ABC234', hostile);
  t.notMatch(html, '<script>alert(1)');
  t.notMatch(html, '<img src=x');
  t.match(html, 'Sold by &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;&amp;&quot;&#39;');
  t.same(dataOf(html), { referral: { code: 'ABC234', fullName: hostile } }, 'the data block reads back as the name itself');
  t.equal(html.match(/<script\b/g)?.length, 2, 'the build’s script and the data block only');
});
