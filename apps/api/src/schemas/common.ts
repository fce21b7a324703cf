import { Type, type TSchema } from 'typebox';
import { paymentMethods } from '@guidepass/domain/payment-providers';

/** `{ data: T }`, the shape of every success. */
export const Data = <T extends TSchema>(schema: T) => Type.Object({ data: schema });

export const MessageData = Data(Type.Object({ message: Type.String() }));

/** Request bodies are closed: an unknown field is a client error, not something to ignore. */
export const Body = <T extends Record<string, TSchema>>(properties: T) => Type.Object(properties, { additionalProperties: false });

export const Email = Type.String({ minLength: 1, maxLength: 254 });
export const Password = Type.String({ maxLength: 256 });
export const Uuid = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' });
export const TierId = Type.String({ minLength: 1, maxLength: 20 });

/** A value or null: a fact that may not be known yet (no tier chosen, no next charge). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A provider from the one list; any other name is refused by the schema (400 invalid-request). */
export const Provider = Type.Union(paymentMethods.map((name) => Type.Literal(name)));

/** `{provider}` in a path. */
export const ProviderParams = Type.Object({ provider: Provider });
