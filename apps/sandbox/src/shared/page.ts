import { html, SafeHtml } from './html.ts';

const styles = `
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 40rem; padding: 1rem; line-height: 1.5; color: #1f2328; }
  h1 { font-size: 1.4rem; }
  h2 { font-size: 1.1rem; margin-top: 1.5rem; }
  a { color: #0b57d0; }
  form { margin: 0.5rem 0; }
  label { display: block; margin-top: 0.75rem; font-weight: 600; }
  label.checkbox { display: flex; align-items: center; gap: 0.5rem; min-height: 44px; font-weight: 400; }
  label.checkbox input { width: 1.25rem; height: 1.25rem; }
  input[type=email], input[type=text] { box-sizing: border-box; width: 100%; min-height: 44px; font-size: 1rem; padding: 0.5rem; }
  button { min-height: 44px; min-width: 44px; width: 100%; font-size: 1rem; padding: 0.5rem 1rem; margin-top: 0.5rem; cursor: pointer; border-radius: 6px; border: 1px solid #8c959f; background: #f6f8fa; text-align: left; }
  button.primary { background: #0b57d0; border-color: #0b57d0; color: #fff; text-align: center; }
  button.secondary { text-align: center; }
  .hint { color: #59636e; font-size: 0.9rem; margin: 0.25rem 0 0; }
  .banner { background: #fff8c5; border: 1px solid #d4a72c; border-radius: 6px; padding: 0.5rem 0.75rem; font-size: 0.9rem; }
  ul.plain { list-style: none; padding: 0; }
  ul.plain li { border-bottom: 1px solid #d1d9e0; padding: 0.5rem 0; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f6f8fa; padding: 0.75rem; border-radius: 6px; }
  iframe { width: 100%; min-height: 24rem; border: 1px solid #d1d9e0; border-radius: 6px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; word-break: break-word; }
`;

const trustedStyles = new SafeHtml(styles);

export function renderPage(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${trustedStyles}</style>
</head>
<body>
${body}
</body>
</html>
`.value;
}
