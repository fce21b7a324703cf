import { createHash } from 'node:crypto';

/*
 * A photo per article, as an SVG file of about 125 KB (the size of a compressed phone photo), drawn from the slug so
 * it is the same on every start: a sky and a few thousand blades of grass. Real image files, so saving the guide
 * for a trip has the weight of a real guide (48 pages, about 6 MB).
 */
const bladesPerPhoto = 1700;

function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}

export function guidePhoto(slug: string): string {
  const random = seededRandom(slug);
  const hue = Math.floor(random() * 50) + 20;
  const blades: string[] = [];
  for (let index = 0; index < bladesPerPhoto; index += 1) {
    const x = (random() * 640).toFixed(1);
    const y = (200 + random() * 160).toFixed(1);
    const height = (8 + random() * 30).toFixed(1);
    const lean = (random() * 12 - 6).toFixed(1);
    const shade = Math.floor(30 + random() * 40);
    blades.push(`<path d="M${x} ${y} q${lean} -${height} ${lean} -${height}" stroke="hsl(${hue} 45% ${shade}%)"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue + 170} 60% 70%)"/><stop offset="1" stop-color="hsl(${hue} 70% 85%)"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#sky)"/><rect y="200" width="640" height="160" fill="hsl(${hue} 40% 45%)"/>
<g fill="none" stroke-width="1.5" stroke-linecap="round">
${blades.join('\n')}
</g>
</svg>
`;
}
