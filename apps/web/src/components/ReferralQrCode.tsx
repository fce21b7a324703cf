import { useMemo } from 'react';
import { encode } from 'uqr';

/** The modules of the QR code of `text` as one SVG path: a run of dark modules in a row is one rectangle. */
export function qrPath(text: string): { size: number; d: string } {
  // A quiet zone of 4 modules, as the standard asks, so a phone camera finds the code on any background.
  const { size, data } = encode(text, { ecc: 'M', border: 4 });
  const parts: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return { size, d: parts.join('') };
}

/** The referral link as a QR code, drawn here as SVG (nothing sent anywhere), dark on white whatever the theme. */
export function ReferralQrCode({ url, label, className = 'referral__qr' }: { url: string; label: string; className?: string }) {
  const { size, d } = useMemo(() => qrPath(url), [url]);
  return (
    <svg className={className} role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" xmlns="http://www.w3.org/2000/svg">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
