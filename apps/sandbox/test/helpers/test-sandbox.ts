import type { Test } from 'tap';
import { startSandbox, type RunningSandbox, type StartSandboxOptions } from '../../src/start-sandbox.ts';

/** A real sandbox on free ports, closed when the test ends. */
export async function startTestSandbox(t: Test, options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const sandbox = await startSandbox({ port: 0, smtpPort: 0, ...options });
  t.teardown(() => sandbox.close());
  return sandbox;
}
