import { Fragment } from 'react';

/** Where an e-mail address may break: after "@" and before each dot ("neo.kgosi@ | example | .com"). */
export function emailBreakParts(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/);
}

/**
 * An e-mail address that wraps at "@" and dots, never inside a word (product.md §20): a <wbr> between its parts, the
 * parts left as plain text in the element around it (which keeps reading as one text). That element's
 * `overflow-wrap: break-word` lets a single part wider than the line still wrap rather than spill.
 */
export function EmailAddress({ email }: { email: string }) {
  return (
    <>
      {emailBreakParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** A sentence that names an e-mail address ("Signed in as …"), the address in it wrapping as EmailAddress does. */
export function TextWithEmail({ text, email }: { text: string; email: string }) {
  const at = text.indexOf(email);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <EmailAddress email={email} />
      {text.slice(at + email.length)}
    </>
  );
}
