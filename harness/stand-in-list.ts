import { dpoStandIn } from './dpo-stand-in.ts';
import { paypalStandIn } from './paypal-stand-in.ts';
import type { HarnessStandIn } from './stand-in.ts';
import { yocoStandIn } from './yoco-stand-in.ts';

/** The payment providers the harness points at their stand-ins: the one harness file that names them all. */
export const harnessStandIns = [paypalStandIn, yocoStandIn, dpoStandIn] as const;

type Entry = (typeof harnessStandIns)[number];
type WebhooksOf<S> = S extends HarnessStandIn<string, infer Webhooks> ? Webhooks : never;

/** The stand-ins' webhooks toward the app, for the providers the caller did not configure: `<name>?: its webhooks`. */
export type StandInWebhooks = { [S in Entry as S['name']]?: WebhooksOf<S> };

/** The list seen without each stand-in's own types, for the code that goes through it. */
export const harnessStandInsInOrder = harnessStandIns as readonly HarnessStandIn<string, object>[];
