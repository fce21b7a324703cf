import { describe, expect, it } from 'vitest';
import { openNoticeUrl, readPushedNotice, type WindowClientLike } from './pushed-notice.ts';

const origin = 'https://guidepass.example';

describe('a pushed notice', () => {
  it('is read with its title, body and the app address a tap opens', () => {
    expect(readPushedNotice({ kind: 'ends-soon', title: 'Ends soon', body: 'Tap to renew.', url: `${origin}/?renew=1` }, origin)).toEqual({
      kind: 'ends-soon',
      title: 'Ends soon',
      body: 'Tap to renew.',
      url: `${origin}/?renew=1`,
    });
    expect(readPushedNotice({ title: 'Receipt', body: 'Paid.', url: '/?view=membership' }, origin)?.url).toBe(`${origin}/?view=membership`);
  });

  it('is ignored when it is not ours: no JSON object, a missing text, or an address off the app', () => {
    for (const data of [null, 'text', { title: 'x', body: 'y' }, { title: 1, body: 'y', url: '/' }, { title: 'x', body: 'y', url: 'https://evil.example/' }, { title: 'x', body: 'y', url: 'javascript:alert(1)' }]) {
      expect(readPushedNotice(data, origin), JSON.stringify(data)).toBeNull();
    }
  });
});

describe('a tap on a notice', () => {
  function windows(urls: string[], options: { controlled?: boolean; focusable?: boolean } = {}) {
    const log: string[] = [];
    const clients: WindowClientLike[] = urls.map((url) => ({
      url,
      focus: async () => {
        if (options.focusable === false) throw new Error('not allowed to focus');
        log.push(`focus ${url}`);
      },
      navigate: async (to: string) => {
        if (options.controlled === false) throw new TypeError('not controlled');
        log.push(`navigate ${url} -> ${to}`);
      },
    }));
    return {
      log,
      clients: { matchAll: async () => clients, openWindow: async (url: string) => log.push(`open ${url}`) },
    };
  }

  it('focuses an open window of the app and sends it to the address', async () => {
    const { log, clients } = windows(['https://other.example/', `${origin}/?view=sales`]);
    await openNoticeUrl(`${origin}/?renew=1`, clients, origin);
    expect(log).toEqual([`focus ${origin}/?view=sales`, `navigate ${origin}/?view=sales -> ${origin}/?renew=1`]);
  });

  it('navigates even where focusing is refused, and opens a new window where the open one cannot be navigated', async () => {
    const unfocusable = windows([`${origin}/`], { focusable: false });
    await openNoticeUrl(`${origin}/?renew=1`, unfocusable.clients, origin);
    expect(unfocusable.log).toEqual([`navigate ${origin}/ -> ${origin}/?renew=1`]);
    const uncontrolled = windows([`${origin}/`], { controlled: false });
    await openNoticeUrl(`${origin}/?renew=1`, uncontrolled.clients, origin);
    expect(uncontrolled.log).toEqual([`focus ${origin}/`, `open ${origin}/?renew=1`]);
  });

  it('opens a new window when none of the app is open', async () => {
    const { log, clients } = windows([]);
    await openNoticeUrl(`${origin}/?view=membership`, clients, origin);
    expect(log).toEqual([`open ${origin}/?view=membership`]);
  });
});
