import { html, type SafeHtml } from '../shared/html.ts';

/** The Yoco item of the sandbox's index page: the API, the hosted pages and the log. */
export function renderYocoIndexEntry(publicUrl: string): SafeHtml {
  return html`<li><a href="/yoco/_control">Yoco checkout</a>
    <p class="hint">API ${publicUrl}/yoco/api · hosted pages ${publicUrl}/yoco/checkout/&lt;id&gt; · log at <a href="/yoco/_control/deliveries">webhook deliveries</a></p></li>`;
}
