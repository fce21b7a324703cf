import { html, type SafeHtml } from '../shared/html.ts';
import { guidePages } from './guide-pages.ts';

export const siteName = 'Botswana Wild Guide';

/** Relative to the page, so the site works at /guide-site/ and behind a proxy at any other prefix. */
export function pageHref(slug: string): string {
  return slug === '' ? './' : slug;
}

function navLink(slug: string, label: string, current: string): SafeHtml {
  return html`<li><a href="${pageHref(slug)}"${slug === current ? html` aria-current="page"` : ''}>${label}</a></li>`;
}

export interface GuideLayoutOptions {
  title: string;
  /** The current page's slug, '' for the home page. */
  current: string;
  description: string;
  body: SafeHtml;
}

export function renderGuideLayout({ title, current, description, body }: GuideLayoutOptions): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="description" content="${description}">
<title>${current === '' ? siteName : `${title} · ${siteName}`}</title>
<link rel="stylesheet" href="styles.css">
</head>
<body>
<header class="site-header">
<a class="brand" href="./"><img class="brand__logo" src="logo.svg" alt="" width="28" height="28">${siteName}</a>
<nav class="site-nav" aria-label="Guide">
<ul>
${navLink('', 'Home', current)}
${guidePages.map((page) => navLink(page.slug, page.navLabel, current))}
</ul>
</nav>
</header>
<main>
${body}
</main>
<footer class="site-footer">
<p>A sample travel guide served by the GuidePass sandbox. Conditions change: check park rules, roads and bookings with the Department of Wildlife and National Parks before you travel.</p>
</footer>
</body>
</html>
`.value;
}
