import { SafeHtml } from '../shared/html.ts';

export type IllustrationName = 'savanna' | 'delta' | 'river' | 'pan' | 'dunes';

/** Layers of land from the left edge along a curve to the right edge, filled down to the bottom; farthest first. */
function rollingGround(...layers: [curve: string, fill: string][]): string {
  return layers.map(([curve, fill]) => `<path d="M0 ${curve} V140 H0Z" fill="${fill}"/>`).join('\n');
}

/** The acacia of the savanna and the camelthorn of the Kalahari: a thin trunk rising to y 66 and its first branches. */
function thornTree(x: number, groundY: number, branches: string): string {
  return `<path d="M${x - 3} ${groundY} L${x} 66 L${x + 3} ${groundY}Z" fill="#3b2a1a"/>
<path d="${branches}" stroke="#3b2a1a" stroke-width="3" stroke-linecap="round"/>`;
}

/** Hand-drawn inline SVG: no image files, no external requests. Each drawing sits on its own sky gradient. */
const drawings: Record<IllustrationName, { label: string; sky: [top: string, bottom: string]; shapes: string }> = {
  savanna: {
    label: 'An acacia tree on golden grassland under a low orange sun',
    sky: ['#f4a259', '#fde8c8'],
    shapes: `<circle cx="236" cy="78" r="26" fill="#ef8a2f"/>
${rollingGround(['98 Q80 86 160 96 T320 92', '#d9a15b'], ['116 Q100 104 200 114 T320 110', '#b9803f'])}
${thornTree(89, 108, 'M89 74 L70 58 M89 76 L108 58')}
<ellipse cx="89" cy="55" rx="44" ry="9" fill="#3f5a3a"/>
<path d="M150 40 q5 -5 10 0 q5 -5 10 0 M178 30 q4 -4 8 0 q4 -4 8 0" stroke="#5b3a1e" stroke-width="2" fill="none" stroke-linecap="round"/>`,
  },
  delta: {
    label: 'A mokoro canoe poled along a channel between reed-covered islands',
    sky: ['#9fd3e6', '#e6f4ea'],
    shapes: `<rect y="78" width="320" height="62" fill="#3f8ea3"/>
<ellipse cx="60" cy="80" rx="70" ry="10" fill="#5f8f4e"/>
<ellipse cx="262" cy="82" rx="80" ry="11" fill="#6d9b55"/>
<path d="M262 74 q2 -30 4 -40 M266 36 q-14 -4 -22 4 M266 36 q12 -6 22 0 M266 36 q-6 -10 -16 -10 M266 36 q8 -10 18 -8" stroke="#2f5d3a" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M20 80 v-14 M28 80 v-18 M36 80 v-12 M110 78 v-16 M118 78 v-11" stroke="#4c7a3c" stroke-width="2"/>
<path d="M0 112 h320 M30 124 h120 M190 100 h110" stroke="#7fc0cf" stroke-width="2" opacity="0.7"/>
<path d="M120 108 Q160 116 210 108 L206 112 Q160 120 124 112Z" fill="#5b3a1e"/>
<circle cx="186" cy="84" r="4" fill="#2b2118"/>
<path d="M186 88 v10 l-3 11 M186 98 l3 11 M186 92 l-9 5" stroke="#2b2118" stroke-width="3" stroke-linecap="round" fill="none"/>
<path d="M170 64 L200 124" stroke="#7a5230" stroke-width="2"/>`,
  },
  river: {
    label: 'An elephant drinking at the river bank in the afternoon',
    sky: ['#f6c98b', '#fbeedd'],
    shapes: `<path d="M0 70 Q60 62 120 70 T240 68 T320 70 V90 H0Z" fill="#7d9a5a"/>
<rect y="88" width="320" height="52" fill="#4f86a0"/>
<path d="M0 104 h320 M40 120 h140" stroke="#8bbdd1" stroke-width="2" opacity="0.7"/>
<g fill="#6e6a66">
<ellipse cx="150" cy="72" rx="34" ry="22"/>
<circle cx="186" cy="66" r="15"/>
<rect x="124" y="80" width="10" height="22" rx="3"/>
<rect x="140" y="82" width="10" height="20" rx="3"/>
<rect x="158" y="82" width="10" height="20" rx="3"/>
<rect x="172" y="80" width="10" height="22" rx="3"/>
<path d="M196 70 Q206 86 200 100" stroke="#6e6a66" stroke-width="7" fill="none" stroke-linecap="round"/>
</g>
<ellipse cx="178" cy="66" rx="9" ry="13" fill="#5d5955"/>
<path d="M196 74 l10 3" stroke="#f4efe6" stroke-width="3" stroke-linecap="round"/>
<path d="M116 70 q-6 6 -4 14" stroke="#6e6a66" stroke-width="2" fill="none"/>`,
  },
  pan: {
    label: 'A baobab tree standing on the flat white salt pan',
    sky: ['#8ec5e8', '#eaf4f8'],
    shapes: `<rect y="96" width="320" height="44" fill="#f4f1ea"/>
<path d="M0 96 h320" stroke="#d8d2c4" stroke-width="2"/>
<path d="M20 118 h60 M120 128 h90 M230 112 h70" stroke="#e2dccd" stroke-width="2"/>
<path d="M112 98 C118 80 114 62 118 48 L138 48 C142 62 138 80 144 98Z" fill="#8a6a52"/>
<path d="M120 50 L100 30 M124 48 L116 24 M132 48 L138 22 M136 50 L158 32 M118 50 L96 44 M138 50 L162 46" stroke="#8a6a52" stroke-width="5" stroke-linecap="round"/>
<circle cx="98" cy="28" r="6" fill="#6f8a4a"/><circle cx="116" cy="22" r="6" fill="#6f8a4a"/><circle cx="140" cy="20" r="6" fill="#6f8a4a"/><circle cx="160" cy="30" r="6" fill="#6f8a4a"/>
<circle cx="262" cy="34" r="14" fill="#fff6d5"/>`,
  },
  dunes: {
    label: 'Red Kalahari sand under a pale sky, with a camelthorn tree and tufts of grass',
    sky: ['#f2d7a6', '#fbf1de'],
    shapes: `<circle cx="64" cy="44" r="18" fill="#f29e4c"/>
${rollingGround(['92 Q70 70 140 90 T320 84', '#c8663a'], ['112 Q90 96 180 110 T320 104', '#a84f2b'])}
${thornTree(229, 98, 'M229 72 L214 60 M229 74 L246 62')}
<path d="M190 60 Q229 42 268 60 Q229 66 190 60Z" fill="#5d6b3a"/>
<path d="M40 112 l3 -10 l3 10 M48 112 l2 -8 l3 8 M150 118 l3 -9 l3 9 M280 110 l2 -8 l3 8" stroke="#d9b36a" stroke-width="2" fill="none"/>`,
  },
};

/** The gradient id is unique per drawing, so several drawings can share a page. */
function skyBackground(name: IllustrationName, [top, bottom]: [string, string]): string {
  return `<defs><linearGradient id="sky-${name}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="320" height="140" fill="url(#sky-${name})"/>`;
}

export function illustration(name: IllustrationName): SafeHtml {
  const { label, sky, shapes } = drawings[name];
  return new SafeHtml(
    `<svg class="art" viewBox="0 0 320 140" role="img" aria-label="${label}">\n${skyBackground(name, sky)}\n${shapes}\n</svg>`,
  );
}
