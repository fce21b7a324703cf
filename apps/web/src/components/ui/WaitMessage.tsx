import type { ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';

/** A wait the user can see and hear: a spinner and a text in a polite live region. */
export function WaitMessage({ children }: { children: ReactNode }) {
  return (
    <p className="wait" role="status">
      <Spinner />
      <span>{children}</span>
    </p>
  );
}
