import { dpoProductWiring } from './dpo/dpo-product-wiring.ts';
import { dpoStandIn } from './dpo/dpo-stand-in.ts';
import { paypalProductWiring } from './paypal/paypal-product-wiring.ts';
import { paypalStandIn } from './paypal/paypal-stand-in.ts';
import type { ProductWiring } from './product-wiring.ts';
import type { StandIn } from './stand-in.ts';
import { yocoProductWiring } from './yoco/yoco-product-wiring.ts';
import { yocoStandIn } from './yoco/yoco-stand-in.ts';

/**
 * The payment providers' stand-ins, each in its folder: the one file of the sandbox and the harness that names them
 * all. app.ts, config.ts, index-page.ts, sandbox-defaults.ts, server.ts and start-sandbox.ts go through this list.
 */
export const paymentStandIns = [paypalStandIn, yocoStandIn, dpoStandIn] as const;

/**
 * How the product is pointed at each of them (`<name>-product-wiring.ts` in its folder), in the same order: the
 * harness (`npm start`, the tests' product, the benchmarks) goes through this list.
 */
export const productWirings = [paypalProductWiring, yocoProductWiring, dpoProductWiring] as const;

type Entry = (typeof paymentStandIns)[number];
type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void ? I : never;
type OptionsOf<S> = S extends { start(options: infer Options, context: never): unknown } ? Options : never;
type ConfigOf<S> = S extends { readConfig(env: never): infer Config } ? Config : never;
type RunningOf<S> = S extends { startupLines(url: string, config: never, running: infer Running): string[] } ? Running : never;

/** startSandbox's options for each stand-in: `<name>?: its options`. */
export type StandInOptions = { [S in Entry as S['name']]?: OptionsOf<S> };
/** The SANDBOX_<NAME>_* settings of each stand-in (undefined: none set). */
export type StandInConfigs = { [S in Entry as S['name']]: ConfigOf<S> };
/** What a started sandbox tells of its stand-ins (e.g. PayPal's HTTPS host and the test root). */
export type RunningStandIns = UnionToIntersection<RunningOf<Entry>>;
/** Each stand-in's fixed credentials: `sandboxDefaults.<name>`. */
export type StandInDefaults = { [S in Entry as S['name']]: S['defaults'] };

/** The list seen without each stand-in's own types, for the code that goes through it. */
export const standInsInOrder = paymentStandIns as readonly StandIn<string, object, object, unknown, object>[];

type Wiring = (typeof productWirings)[number];
type WebhooksOf<W> = W extends ProductWiring<string, infer Webhooks> ? Webhooks : never;

/** The stand-ins' webhooks toward the app, for the providers the caller did not configure: `<name>?: its webhooks`. */
export type StandInWebhooks = { [W in Wiring as W['name']]?: WebhooksOf<W> };

/** The wirings seen without each one's own types, for the code that goes through them. */
export const productWiringsInOrder = productWirings as readonly ProductWiring<string, object>[];

// Every stand-in has its wiring, under the same name: a missing one does not compile.
type Unwired = Exclude<Entry['name'], Wiring['name']>;
export const everyStandInWired: [Unwired] extends [never] ? true : never = true;
