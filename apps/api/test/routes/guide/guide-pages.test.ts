import t from 'tap';
import { build } from '../../helper.ts';

t.test('without GUIDE_URL the guide is a page saying so, in the catalogue language, with a way back to the app', async (t) => {
  const app = await build(t);
  t.equal(app.config.guideUrl, undefined, 'no guide configured here');
  const response = await app.inject({ url: '/guide/some/page' });
  t.equal(response.statusCode, 503);
  t.match(response.headers['content-type'], /^text\/html; charset=utf-8/);
  t.match(response.body, /^<!doctype html><html lang="en">/);
  t.match(response.body, '<p>The guide is not configured on this server.</p>');
  t.match(response.body, '<a href="http://app.test/" target="_top">Back to guidepass</a>');
  t.equal(response.headers['cache-control'], 'no-store');
});
