import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { Spinner } from './Spinner.tsx';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'link';
  /** While true the button refuses clicks and shows a spinner and busyText instead of its label. */
  busy?: boolean;
  busyText?: string;
  /**
   * Marked `aria-disabled` but kept in the Tab order, with its clicks still passed on, so that the form can say
   * what is missing (the Pay button without a tier). `disabled` takes a button out of reach altogether.
   */
  unavailable?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button. A busy one is marked `aria-disabled`, not `disabled`: a pressed button keeps focus while its request
 * runs (a natively disabled one drops focus to the page body), so focus can come back where it is needed.
 */
export function Button({ variant = 'primary', busy = false, busyText, unavailable = false, disabled, children, className, type, onClick, ...rest }: ButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      // Also keeps a submit button from submitting its form.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-disabled={busy || unavailable || undefined}
      aria-busy={busy || undefined}
      onClick={click}
    >
      {busy ? <Spinner /> : null}
      {busy && busyText ? busyText : children}
    </button>
  );
}
