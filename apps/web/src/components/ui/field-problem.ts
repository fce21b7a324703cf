import { createContext } from 'react';

/** The id of the view's message area, which describes a field marked invalid. */
export const MessageIdContext = createContext<string | undefined>(undefined);

/** The `name` of the field the form's last problem points at, if any. */
export const InvalidFieldContext = createContext<string | null>(null);
