import t from 'tap';
import { startSystem, type System } from './helper.ts';
import { assertActivatedOnce } from './assertions.ts';

/** A member who paid with Yoco, and the payment to wait for. */
async function payingMember(system: System) {
  const member = await system.member();
  const start = (await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }, member.token)).body.data;
  await system.yocoDecision(start.redirectUrl, 'pay');
  return { member, start };
}

t.test("the guide proxy: an allow-list of request headers, no upstream Set-Cookie, the app's headers kept, a sandbox policy", async (t) => {
  const system = await startSystem(t);
  const { member, start } = await payingMember(system);
  await assertActivatedOnce(t, system, member.uid, start.paymentId);
  const login = await fetch(`${system.apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: 'delta-safari-9' }),
  });
  const refreshCookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const path = (await system.call('POST', '/api/guide/session', undefined, member.token)).body.data.path as string;

  t.test("the member's cookie, token and address never reach the guide site", async (t) => {
    const echo = await fetch(`${system.apiUrl}${path}_echo-headers`, {
      headers: {
        cookie: `${refreshCookie}; gp_admin=x`,
        authorization: `Bearer ${member.token}`,
        'x-forwarded-for': '203.0.113.9',
        'x-real-ip': '203.0.113.9',
        forwarded: 'for=203.0.113.9',
        origin: system.apiUrl,
        referer: `${system.apiUrl}/`,
        'x-custom-secret': 'nope',
        accept: 'application/json',
        'accept-language': 'tn-BW',
        'if-none-match': '"abc"',
        'user-agent': 'guide-isolation-test',
      },
    });
    t.equal(echo.status, 200);
    const received = ((await echo.json()) as { headers: Record<string, string> }).headers;
    for (const name of ['cookie', 'authorization', 'x-forwarded-for', 'x-real-ip', 'forwarded', 'origin', 'referer', 'x-custom-secret']) {
      t.equal(received[name], undefined, `${name} is not forwarded`);
    }
    t.notMatch(JSON.stringify(received), member.token, 'the access token appears nowhere');
    t.notMatch(JSON.stringify(received), refreshCookie.split('=')[1]!, 'the refresh cookie appears nowhere');
    t.match(received, { accept: 'application/json', 'accept-language': 'tn-BW', 'if-none-match': '"abc"', 'user-agent': 'guide-isolation-test' }, 'the allow-listed ones are');
    t.equal(received.host, new URL(system.sandboxUrl).host, "the guide site's own Host");
  });

  t.test("the upstream's Set-Cookie and policy headers are dropped; the sandbox policy and the app's headers hold", async (t) => {
    const echo = await fetch(`${system.apiUrl}${path}_echo-headers`);
    t.equal(echo.headers.get('set-cookie'), null, 'no upstream Set-Cookie');
    t.equal(echo.headers.get('access-control-allow-origin'), null);
    t.equal(echo.headers.get('access-control-allow-credentials'), null);
    t.equal(echo.headers.get('x-frame-options'), 'SAMEORIGIN', 'framed by the app only, not ALLOWALL');
    t.equal(echo.headers.get('referrer-policy'), 'no-referrer', "the app's, so the pass never leaves in a Referer");
    t.equal(echo.headers.get('cross-origin-opener-policy'), 'same-origin', "the app's");
    t.equal(echo.headers.get('x-content-type-options'), 'nosniff');
    t.notMatch(echo.headers.get('strict-transport-security') ?? '', /max-age=0/);
    const policy = echo.headers.get('content-security-policy')!;
    t.match(policy, /^sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox;/, 'the sandbox policy comes first');
    t.notMatch(policy, /allow-same-origin|allow-top-navigation/);
    t.match(policy, /, default-src \* data: blob:$/, "the guide's own policy only beside it, never instead");
    t.equal(echo.headers.get('cache-control'), 'private, no-store');

    for (const page of ['', 'okavango-delta', 'styles.css', 'logo.svg']) {
      const answer = await fetch(`${system.apiUrl}${path}${page}`);
      t.equal(answer.status, 200, `/${page}`);
      t.match(answer.headers.get('content-security-policy'), /^sandbox allow-scripts /, `/${page} is sandboxed`);
      t.equal(answer.headers.get('cross-origin-resource-policy'), 'cross-origin', `/${page} loads in the opaque-origin frame`);
    }
  });

  t.test("the app's own pages keep the app's policy", async (t) => {
    for (const page of ['/', '/api/tiers', '/guide/']) {
      const answer = await fetch(`${system.apiUrl}${page}`, { headers: { authorization: `Bearer ${member.token}` } });
      const policy = answer.headers.get('content-security-policy') ?? '';
      t.match(policy, /default-src 'self'/, `${page}: the app's policy`);
      t.notMatch(policy, /sandbox|\*/, `${page}: nothing of the guide's`);
      // Not even the app may frame them: a guide page navigating its frame to an app page gets nothing shown. The
      // guide's refusal page (at /guide/ without a pass) is the one shown in the frame, so the app may frame it.
      const framed = page === '/guide/';
      t.equal(answer.headers.get('x-frame-options'), framed ? 'SAMEORIGIN' : 'DENY', page);
      t.match(policy, framed ? /frame-ancestors 'self'/ : /frame-ancestors 'none'/, page);
      t.equal(answer.headers.get('set-cookie'), null, page);
    }
  });

});
