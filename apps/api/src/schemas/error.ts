import { Type } from 'typebox';
import { errorStatus } from '@guidepass/domain/errors';
import { apiErrorReasons } from '../errors.ts';

/** `{ error: { code, message, reason? } }`, the shape of every failure (product.md §5); its reasons are errors.ts's table. */
export const ApiError = Type.Object(
  {
    error: Type.Object({
      code: Type.Enum([...Object.keys(errorStatus), 'unknown'], { description: "The original's function code, decided by the HTTP status." }),
      message: Type.String({ description: 'Text meant for the person; never the internals of a server error.' }),
      reason: Type.Optional(
        Type.String({
          description: `A stable machine word. The API's own: ${apiErrorReasons.join(', ')}. Requests refused before a route runs: invalid-request and the like.`,
        }),
      ),
      suggestions: Type.Optional(
        Type.Array(Type.Object({ fullName: Type.String() }), { description: 'With reason salesperson-close-match: the salespersons the typed name may mean.' }),
      ),
    }),
  },
  { description: 'Every failed answer.' },
);
