import t from 'tap';
import { html, SafeHtml } from '../src/shared/html.ts';

t.test('interpolated values are escaped, nested html is not escaped twice', async (t) => {
  const inner = html`<b>${'<i>'}</b>`;
  const outer = html`<p title="${`"quoted" & 'single'`}">${inner}${['<a>', new SafeHtml('<br>')]}${null}${undefined}${false}</p>`;
  t.equal(
    outer.value,
    '<p title="&quot;quoted&quot; &amp; &#39;single&#39;"><b>&lt;i&gt;</b>&lt;a&gt;<br></p>',
  );
});
