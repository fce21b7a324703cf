import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner.tsx';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'link';
  /** While true the button is disabled and shows a spinner and busyText instead of its label. */
  busy?: boolean;
  busyText?: string;
}

export function Button({ variant = 'primary', busy = false, busyText, disabled, children, className, type, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner /> : null}
      {busy && busyText ? busyText : children}
    </button>
  );
}
