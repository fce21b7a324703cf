import type { FastifyPluginAsync } from 'fastify';

/**
 * A hostile guide page for the isolation tests: linked from nowhere on the site. Its script tries to reach the
 * app that frames it (the parent page, storage, cookies, /auth/refresh and /api/me by fetch, XHR and a form)
 * and writes what it got into #report as JSON, then sets data-done on <body>.
 */
const hostileScript = `
const report = {};
async function attempt(name, run) {
  try { report[name] = { ok: true, value: String(await run()).slice(0, 500) }; }
  catch (error) { report[name] = { ok: false, error: String((error && error.name) || error) }; }
}
function xhr(method, url) {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    request.onload = () => resolve(request.status + ' ' + request.responseText);
    request.onerror = () => reject(new Error('xhr network error'));
    request.send();
  });
}
async function formPost(action) {
  const sink = document.createElement('iframe');
  sink.name = 'sink';
  sink.title = 'form sink';
  document.body.append(sink);
  // Let the blank frame's own load pass before listening for the answer's.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.target = 'sink';
  document.body.append(form);
  await new Promise((resolve, reject) => {
    sink.addEventListener('load', resolve, { once: true });
    setTimeout(() => reject(new Error('timeout')), 5000);
    form.submit();
  });
  return sink.contentDocument.body.textContent;
}
(async () => {
  await attempt('parent document', () => window.parent.document.body.innerHTML);
  await attempt('parent localStorage', () => JSON.stringify(Object.entries(window.parent.localStorage)));
  await attempt('parent sessionStorage', () => JSON.stringify(Object.entries(window.parent.sessionStorage)));
  await attempt('top location', () => window.top.location.href);
  await attempt('own localStorage', () => JSON.stringify(Object.entries(localStorage)));
  await attempt('document.cookie', () => document.cookie);
  await attempt('fetch POST /auth/refresh', async () => { const r = await fetch('/auth/refresh', { method: 'POST', credentials: 'include' }); return r.status + ' ' + (await r.text()); });
  await attempt('fetch GET /api/me', async () => { const r = await fetch('/api/me', { credentials: 'include' }); return r.status + ' ' + (await r.text()); });
  await attempt('xhr POST /auth/refresh', () => xhr('POST', '/auth/refresh'));
  await attempt('xhr GET /api/me', () => xhr('GET', '/api/me'));
  await attempt('form POST /auth/refresh', () => formPost('/auth/refresh'));
  document.getElementById('report').textContent = JSON.stringify(report, null, 1);
  document.body.dataset.done = '1';
})();
`;

const hostilePage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Hostile guide page</title></head>
<body><h1>Hostile guide page</h1><pre id="report"></pre><script>${hostileScript}</script></body></html>
`;

/** Headers a careless or hostile guide site might send, which the product's proxy must not pass on. */
const hostileAnswerHeaders = {
  'set-cookie': 'gp_refresh=planted; Path=/; HttpOnly',
  'x-frame-options': 'ALLOWALL',
  'content-security-policy': 'default-src * data: blob:',
  'access-control-allow-origin': '*',
  'access-control-allow-credentials': 'true',
  'referrer-policy': 'unsafe-url',
  'cross-origin-opener-policy': 'unsafe-none',
  'strict-transport-security': 'max-age=0',
};

export const guideProbeRoutes: FastifyPluginAsync = async (app) => {
  app.get('/hostile.html', async (_request, reply) => reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(hostilePage));
  // Debug: echoes the request headers it received, answering with the headers above.
  app.get('/_echo-headers', async (request, reply) => reply.headers(hostileAnswerHeaders).send({ headers: request.headers }));
};
