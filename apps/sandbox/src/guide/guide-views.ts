import { html } from '../shared/html.ts';
import { illustration } from './guide-illustrations.ts';
import { pageHref, renderGuideLayout, siteName } from './guide-layout.ts';
import type { GuidePage } from './guide-pages.ts';

export function renderGuideHome(pages: GuidePage[]): string {
  return renderGuideLayout({
    title: siteName,
    current: '',
    description: 'Botswana\'s great wild places and the towns between them: when to go, what to see and how to get there.',
    body: html`<h1>Wild Botswana</h1>
${illustration('savanna')}
<p class="lede">Botswana keeps some of Africa's last great wildernesses: a delta in the desert, rivers crowded with elephants, salt pans as wide as the sky and the vast Kalahari.</p>
<p>Much of the country is protected, and tourism is built around small camps and low visitor numbers. Distances are long and roads can be sandy, so plan your route, your season and your vehicle before you go. These pages help with all three.</p>
<ul class="cards">
${pages.map(
  (page) => html`<li class="card"><a href="${pageHref(page.slug)}"><h2>${page.title}</h2><p>${page.lede.split('. ')[0]}.</p></a></li>`,
)}
</ul>`,
  });
}

export function renderGuideArticle(page: GuidePage): string {
  return renderGuideLayout({
    title: page.title,
    current: page.slug,
    description: page.lede,
    body: html`<article>
<h1>${page.title}</h1>
${illustration(page.illustration)}
<img class="photo" src="photos/${page.slug}.svg" alt="" width="640" height="360">
<p class="lede">${page.lede}</p>
${page.sections.map(
  (section) => html`<h2>${section.heading}</h2>
${section.paragraphs.map((paragraph) => html`<p>${paragraph}</p>
`)}`,
)}
</article>`,
  });
}

export function renderGuideNotFound(): string {
  return renderGuideLayout({
    title: 'Page not found',
    current: '-',
    description: 'This page does not exist.',
    body: html`<h1>Page not found</h1>
<p>There is no page here. <a href="${pageHref('')}">Back to the guide</a>.</p>`,
  });
}
