import { ConfigError, loadConfig, type Config } from './index.ts';
import { isProduction, productionProblems } from './production-settings.ts';

/**
 * A long-running process's configuration at boot (the api's and the worker's entry): a wrong value, or under
 * NODE_ENV=production a setting production cannot run with (production-settings.ts), ends the process before it
 * connects to anything, with exit code 1 and one line on stderr naming the variable.
 */
export function loadConfigOrExit(service: string, given: Record<string, string | undefined>): Config {
  let problem: string | undefined;
  try {
    const config = loadConfig(given);
    problem = isProduction(given) ? productionProblems(config, given)[0] : undefined;
    if (problem === undefined) return config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problem = `configuration error: ${error.message}`;
  }
  process.stderr.write(`guidepass ${service}: ${problem.replace(/\s*\n\s*/g, ' ')}\n`);
  process.exit(1);
}
