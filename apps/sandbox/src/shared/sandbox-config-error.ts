/** A SANDBOX_* variable the sandbox cannot start with; the message names it. */
export class SandboxConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid ${variable}: ${problem}`);
    this.name = 'SandboxConfigError';
  }
}

export type SandboxEnv = Record<string, string | undefined>;
