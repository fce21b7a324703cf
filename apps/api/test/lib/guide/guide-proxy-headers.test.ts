import t from 'tap';
import { guideAnswerHeaders, guideRequestHeaders, guideSandboxPolicy } from '../../../src/lib/guide/guide-proxy-headers.ts';
import { splitGuideUrl } from '../../../src/services/guide/guide-pass.ts';

const upstream = new URL('http://guide.example/guide-site/');
const passPrefix = '/guide/aaa.bbb.ccc/';

t.test('only the allow-listed request headers and the upstream Host go to the guide site', async (t) => {
  const sent = guideRequestHeaders({
    host: 'guide.example',
    cookie: 'gp_refresh=secret',
    authorization: 'Bearer secret',
    'x-forwarded-for': '203.0.113.9',
    'x-request-id': 'abc',
    accept: 'text/html',
    range: 'bytes=0-10',
  });
  t.same(sent, { host: 'guide.example', accept: 'text/html', range: 'bytes=0-10' });
});

t.test("the guide's redirects stay under the pass; other sites' stay as they are", async (t) => {
  const location = (value: string) => guideAnswerHeaders({ location: value }, upstream, passPrefix).location;
  t.equal(location('/guide-site/chobe-national-park?x=1'), `${passPrefix}chobe-national-park?x=1`);
  t.equal(location('okavango-delta'), `${passPrefix}okavango-delta`);
  t.equal(location('http://guide.example/elsewhere'), passPrefix, 'outside the guide prefix: back to the guide home, never elsewhere on the app');
  t.equal(location('https://parks.example/booking'), 'https://parks.example/booking');
});

t.test('answers keep the body headers, drop the rest, and carry the sandbox first', async (t) => {
  const answer = guideAnswerHeaders(
    { 'content-type': 'text/html', etag: '"1"', 'set-cookie': ['a=b'], 'x-frame-options': 'ALLOWALL', 'content-security-policy': "script-src 'none'" },
    upstream,
    passPrefix,
  );
  t.same(answer, {
    'content-type': 'text/html',
    etag: '"1"',
    'content-security-policy': `${guideSandboxPolicy}, script-src 'none'`,
    'cross-origin-resource-policy': 'cross-origin',
    'cache-control': 'private, no-store',
    'x-frame-options': 'SAMEORIGIN',
  });
});

t.test('a /guide/ address splits into the pass and what the guide site is asked for', async (t) => {
  t.same(splitGuideUrl('/guide/a.b.c/chobe?x=1'), { pass: 'a.b.c', followed: true, rest: '/guide/chobe?x=1' });
  t.same(splitGuideUrl('/guide/a.b.c/'), { pass: 'a.b.c', followed: true, rest: '/guide/' });
  t.same(splitGuideUrl('/guide/a.b.c'), { pass: 'a.b.c', followed: false, rest: '/guide/' });
  t.same(splitGuideUrl('/guide/'), { pass: '', followed: false, rest: '/guide/' });
});
