import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EmailAddress, TextWithEmail, emailBreakParts } from './EmailAddress.tsx';

describe('an e-mail address on a narrow screen', () => {
  it('may break after "@" and before dots only', () => {
    expect(emailBreakParts('neo.kgosi@mail.example.com')).toEqual(['neo', '.kgosi@', 'mail', '.example', '.com']);
    expect(emailBreakParts('plain')).toEqual(['plain']);
  });

  it('reads as the address, with a break opportunity at each of those places and nowhere else', () => {
    const { container } = render(
      <p>
        <EmailAddress email="first.last@example.com" />
      </p>,
    );
    expect(screen.getByText('first.last@example.com')).toBeTruthy();
    expect(container.querySelector('p')!.innerHTML).toBe('first<wbr>.last@<wbr>example<wbr>.com');
  });

  it('inside a sentence, the sentence reads as written and only the address gets break opportunities', () => {
    const { container } = render(
      <p>
        <TextWithEmail text="Signed in as neo@example.com" email="neo@example.com" />
      </p>,
    );
    expect(screen.getByText('Signed in as neo@example.com')).toBeTruthy();
    expect(container.querySelector('p')!.innerHTML).toBe('Signed in as neo@<wbr>example<wbr>.com');
  });
});
