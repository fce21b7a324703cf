/** The site's one stylesheet, served as styles.css next to the pages. System fonts only. */
export const guideStylesheet = `:root {
  --sand: #faf4e8;
  --paper: #fffdf8;
  --ink: #2b2118;
  --muted: #6b5a48;
  --ochre: #b5602a;
  --green: #2f5d50;
  --line: #e6d9c2;
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  background: var(--sand);
  color: var(--ink);
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  font-size: 1.0625rem;
  line-height: 1.6;
}
a { color: var(--green); }
a:focus-visible { outline: 3px solid var(--ochre); outline-offset: 2px; }
.site-header { background: var(--green); color: #fff; }
.site-header .brand__logo { vertical-align: -7px; margin-right: 0.5rem; }
.site-header .brand { display: block; padding: 0.75rem 1rem 0.25rem; font-weight: 700; letter-spacing: 0.02em; color: #fff; text-decoration: none; }
.site-nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem; list-style: none; margin: 0; padding: 0 0.5rem 0.5rem; }
.site-nav a {
  display: inline-flex; align-items: center; min-height: 44px; padding: 0 0.75rem;
  border-radius: 999px; color: #fff; text-decoration: none; font-size: 0.95rem;
}
.site-nav a:hover { background: rgba(255, 255, 255, 0.15); }
.site-nav a[aria-current="page"] { background: var(--paper); color: var(--green); font-weight: 600; }
main { max-width: 44rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.75rem; line-height: 1.2; margin: 1rem 0 0.5rem; color: var(--green); }
h2 { font-size: 1.25rem; margin: 1.75rem 0 0.5rem; color: var(--ochre); }
.lede { font-size: 1.15rem; color: var(--muted); }
.art, .photo { display: block; width: 100%; height: auto; border-radius: 12px; margin: 0.5rem 0 1rem; box-shadow: 0 1px 3px rgba(43, 33, 24, 0.15); }
.cards { display: grid; grid-template-columns: 1fr; gap: 1rem; list-style: none; padding: 0; margin: 1.5rem 0; }
.card { background: var(--paper); border: 1px solid var(--line); border-radius: 12px; overflow: hidden; }
.card a { display: block; padding: 1rem; min-height: 44px; text-decoration: none; color: inherit; }
.card h2 { margin: 0 0 0.25rem; color: var(--green); }
.card p { margin: 0; color: var(--muted); font-size: 0.95rem; }
.site-footer { max-width: 44rem; margin: 2rem auto 0; padding: 1rem; border-top: 1px solid var(--line); color: var(--muted); font-size: 0.875rem; }
@media (min-width: 40rem) {
  body { font-size: 1.125rem; }
  h1 { font-size: 2.25rem; }
  .cards { grid-template-columns: 1fr 1fr; }
  .site-nav ul { padding: 0 1rem 0.75rem; }
}
`;
