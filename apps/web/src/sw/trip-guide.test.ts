import { describe, expect, it } from 'vitest';
import { parseSaveRequest, parseTripGuideRecord, saveGuidePageMessage, sitemapPagePaths } from './trip-guide.ts';

const origin = 'https://app.example';
const pass = '/guide/aaa.bbb.ccc/';

describe('the whole-guide save, as page and worker agree on it', () => {
  it('reads the pages of the proxy-mapped sitemap under this pass only, once each, never its images', () => {
    const xml = `<urlset><url><loc>${origin}${pass}</loc></url>
<url><loc>${origin}${pass}maun?print=1&amp;x=2</loc><image:image><image:loc>${origin}${pass}photos/maun.svg</image:loc></image:image></url>
<url><loc>${origin}${pass}maun?print=1&amp;x=2</loc></url>
<url><loc>https://evil.example${pass}steal</loc></url>
<url><loc>${origin}/guide/other.pass.x/kasane</loc></url>
<url><loc>${origin}/api/me</loc></url></urlset>`;
    expect(sitemapPagePaths(xml, pass, origin)).toEqual(['', 'maun?print=1&x=2']);
  });

  it('keeps at most 500 pages', () => {
    const xml = Array.from({ length: 600 }, (_, index) => `<url><loc>${origin}${pass}p${index}</loc></url>`).join('');
    expect(sitemapPagePaths(xml, pass, origin)).toHaveLength(500);
  });

  it('a save request names a guide page under a pass; anything else is not one', () => {
    expect(parseSaveRequest({ type: saveGuidePageMessage, path: `${pass}maun`, update: true })).toEqual({ type: saveGuidePageMessage, path: `${pass}maun`, update: true });
    expect(parseSaveRequest({ type: saveGuidePageMessage, path: '/api/me' })).toBeNull();
    expect(parseSaveRequest({ type: saveGuidePageMessage, path: '/guide/saved/maun' })).toBeNull();
    expect(parseSaveRequest({ type: saveGuidePageMessage, path: 'https://evil.example/guide/x/y' })).toBeNull();
    expect(parseSaveRequest({ type: 'SKIP_WAITING', path: `${pass}maun` })).toBeNull();
  });

  it('a record is read back as written and refused when damaged', () => {
    const record = { pending: ['maun'], total: 2, saved: 1, bytes: 100, update: false, doneAt: null };
    expect(parseTripGuideRecord(JSON.parse(JSON.stringify(record)))).toEqual(record);
    expect(parseTripGuideRecord({ ...record, pending: [1] })).toBeNull();
    expect(parseTripGuideRecord({ ...record, bytes: 'x' })).toBeNull();
  });
});
