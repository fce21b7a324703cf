// The same mark as public/icons/logo.svg (the PWA icons are cut from that file): a baobab against a setting
// sun. Here on a sand disc, so it also reads on the green header. Decorative: the wordmark beside it names the app.
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg className="logo" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill="#f6f1e7" />
      <g transform="translate(6.4 5.6) scale(0.8)">
        <circle cx="32" cy="29" r="19" fill="#c4572a" />
        <path d="M6 52 Q32 45.5 58 52 Q59.5 54.5 57 54.5 L7 54.5 Q4.5 54.5 6 52 Z" fill="#0b6e4f" />
        <path d="M24 50.5 C24.5 43 24.5 37 27.5 31.5 L36.5 31.5 C39.5 37 39.5 43 40 50.5 Z" fill="#0b3d2c" />
        <g fill="none" stroke="#0b3d2c" strokeLinecap="round" strokeLinejoin="round">
          <path
            strokeWidth="3"
            d="M28.5 33 C25 28 21 26.5 16.5 25.5 M30 32 C28.5 26.5 27 22 24.5 18.5 M34 32 C35.5 26.5 37 22 39.5 18.5 M35.5 33 C39 28 43 26.5 47.5 25.5 M32 32 L32 20"
          />
          <path
            strokeWidth="2"
            d="M16.5 25.5 L12.5 24 M16.5 25.5 L14.5 21.5 M24.5 18.5 L21 17 M24.5 18.5 L24 14.5 M32 20 L30 16.5 M32 20 L34 16.5 M39.5 18.5 L40 14.5 M39.5 18.5 L43 17 M47.5 25.5 L49.5 21.5 M47.5 25.5 L51.5 24"
          />
        </g>
      </g>
    </svg>
  );
}
