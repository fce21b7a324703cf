import type { FastifyInstance } from 'fastify';
import type { SafeHtml } from './shared/html.ts';
import type { SandboxEnv } from './shared/sandbox-config-error.ts';

/** What the sandbox tells each stand-in when it starts. */
export interface StandInContext {
  /** The sandbox's public URL; a function because with port 0 it is only known after listening. */
  publicUrl: () => string;
  /** The interface the sandbox listens on. */
  host: string;
  /** The names the sandbox is reached by: the public URL's host first, then the interface. */
  hostNames: string[];
  /** The port of a stand-in's HTTPS host (the sandbox has one); 0 picks a free one. */
  httpsPort: number;
}

/** One stand-in of a starting sandbox. */
export interface StartedStandIn<Running extends object = object> {
  /** Registers its routes on the sandbox app, under /<name>. */
  register(app: FastifyInstance): Promise<void>;
  /** Its item of the sandbox's index page. */
  indexEntry(publicUrl: string): SafeHtml;
  /** Once the app listens: what it serves beside it (e.g. an HTTPS host), what the caller learns of it, and its close. */
  listen?(app: FastifyInstance): Promise<{ running: Running; close(): Promise<void> }>;
}

/**
 * A payment provider's stand-in as the sandbox registers it (stand-ins.ts): its folder's name is its URL prefix,
 * its fixed credentials are part of `sandboxDefaults`, its SANDBOX_<NAME>_* variables are read by `readConfig`.
 */
export interface StandIn<Name extends string, Options, Config extends Options, Defaults, Running extends object = object> {
  name: Name;
  defaults: Defaults;
  /** Its SANDBOX_<NAME>_* variables; undefined when none is set (startSandbox then applies its defaults). */
  readConfig(env: SandboxEnv): Config | undefined;
  /** Builds it for one sandbox, with startSandbox's options for it (`{}` when none were given). */
  start(options: Options, context: StandInContext): StartedStandIn<Running>;
  /** Its lines of the sandbox server's start-up message. */
  startupLines(url: string, config: Config | undefined, running: Running): string[];
}

/** Declares a stand-in (keeps its name's literal type, so startSandbox's options have `<name>`). */
export function standIn<Name extends string, Options, Config extends Options, Defaults, Running extends object = object>(
  definition: StandIn<Name, Options, Config, Defaults, Running>,
): StandIn<Name, Options, Config, Defaults, Running> {
  return definition;
}
