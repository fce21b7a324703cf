/** Where the product and its sandbox are, for a stand-in's settings. */
export interface StandInPlace {
  /** the sandbox as the product's servers reach it */
  sandboxUrl: string;
  /** the sandbox as members' browsers reach it (its hosted pages); the same address under `npm start` */
  publicSandboxUrl: string;
  /** the sandbox's HTTPS host (a stand-in's API over HTTPS) */
  sandboxHttpsUrl: string;
  /** the app as the sandbox reaches it (its webhooks) */
  appUrl: string;
}

/** What a stand-in is told once the sandbox is up: the product's variables so far, the sandbox, its own webhooks. */
export interface SandboxUp<Webhooks extends object> {
  env: Record<string, string>;
  sandboxUrl: string;
  /** absent when the caller configured this provider itself */
  webhooks: Webhooks | undefined;
}

/** What of a started sandbox a wiring may read once it is up (the sandbox in the starter's own process). */
export interface SandboxSeen {
  /** the test root the PayPal stand-in's certificates chain to */
  testRootPem?: string;
}

/**
 * How the product is pointed at a payment stand-in, kept in the stand-in's folder and listed beside it in
 * stand-ins.ts (the harness, `npm start` and the tests read it): the product's settings with the sandbox's
 * credentials, the stand-in's webhooks toward the app, and what can be set only once the sandbox is up.
 */
export interface ProductWiring<Name extends string, Webhooks extends object> {
  /** the stand-in's name in the sandbox (its URL prefix and startSandbox's option) */
  name: Name;
  /** the variable that, given by the caller, means the caller configured this provider itself */
  configuredBy: string;
  /** the product's variables for the stand-in and the stand-in's webhooks toward the app */
  settings(place: StandInPlace): { product: Record<string, string>; webhooks: Webhooks };
  /** the sandbox process's variables (SANDBOX_<NAME>_*) for those webhooks */
  sandboxProcessEnv(webhooks: Webhooks): Record<string, string>;
  /** startSandbox's options for those webhooks (in this process); tests may want retries in milliseconds */
  sandboxOptions(webhooks: Webhooks, fastWebhookRetries: boolean): object | undefined;
  /** the product's variables known only once the sandbox is up (a webhook secret, a test root); `sandbox` when in this process */
  onceSandboxIsUp?(up: SandboxUp<Webhooks>, sandbox?: SandboxSeen): Promise<Record<string, string>>;
}

/** Declares a stand-in's product wiring (keeps its name's literal type, so the plan's webhooks have `<name>`). */
export function productWiring<Name extends string, Webhooks extends object>(definition: ProductWiring<Name, Webhooks>): ProductWiring<Name, Webhooks> {
  return definition;
}

