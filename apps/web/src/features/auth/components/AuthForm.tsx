import type { FormEvent, ReactNode } from 'react';
import { InvalidFieldContext } from '../../../components/ui/field-problem.ts';
import type { FormRequest } from '../hooks/use-form-request.ts';

/** An auth step's form: its fields learn from `request` which one the last problem points at. */
export function AuthForm({ request, onSubmit, children }: { request: FormRequest; onSubmit(event: FormEvent<HTMLFormElement>): void; children: ReactNode }) {
  return (
    // POST: a browser that sends the prerendered form itself (no JavaScript) never puts the password in an address.
    <form ref={request.formRef} className="form" method="post" onSubmit={onSubmit}>
      <InvalidFieldContext.Provider value={request.invalidField}>{children}</InvalidFieldContext.Provider>
    </form>
  );
}
