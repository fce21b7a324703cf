import { useContext, useId } from 'react';
import type { InputHTMLAttributes } from 'react';
import { InvalidFieldContext, MessageIdContext } from './field-problem.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
}

/**
 * A labelled input. When the form's last problem names this field (by its `name`), it is marked invalid and
 * described by the view's message area, which says what is wrong.
 */
export function TextField({ label, hint, className, 'aria-describedby': describedBy, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const invalidField = useContext(InvalidFieldContext);
  const messageId = useContext(MessageIdContext);
  const invalid = input.name !== undefined && input.name === invalidField;
  const description = [invalid ? messageId : undefined, hintId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} aria-invalid={invalid || undefined} aria-describedby={description} />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
