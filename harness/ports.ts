import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';

/** The fixed ports of `npm start` (the sandbox's own defaults) and of the embedded PostgreSQL each runner may start. */
export const defaultPorts = {
  app: 3000,
  sandbox: sandboxDefaults.ports.http,
  /** PayPal's API host over HTTPS in the sandbox (PAYPAL-CERT-URL points there) */
  sandboxHttps: sandboxDefaults.ports.https,
  smtp: sandboxDefaults.ports.smtp,
  embeddedPostgres: { start: 54329, test: 54330, bench: 54331 },
} as const;

// Below Linux's ephemeral range (32768–60999 by default): a port the OS hands out for bind(0) is also one it may give
// any outgoing connection (to Postgres, Redis, the sandbox) before our server binds it, which was seen as
// EADDRINUSE under load. Ports below the range are taken only by a process that asks for them by number.
const quietPorts = { from: 20_000, to: 32_000 };

function tryListen(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as net.AddressInfo;
      server.close(() => resolve(bound));
    });
  });
}

// A port found free is bound later, by a server, a Redis or a sandbox: until then the same number must not be handed
// out again, in this process (a plan picks four before binding any) or in another test file's (CI saw EADDRINUSE on a
// port picked twice). A claim is a file named after the port, created exclusively, holding the claimant's pid.
const claimsDir = path.join(tmpdir(), 'guidepass-port-claims');
const ownClaims = new Set<number>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function claim(port: number): boolean {
  if (ownClaims.has(port)) return false;
  const file = path.join(claimsDir, String(port));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      mkdirSync(claimsDir, { recursive: true });
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      if (ownClaims.size === 0) process.once('exit', releaseClaims);
      ownClaims.add(port);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return false;
      const holder = Number(readFileSync(file, 'utf8'));
      // A claim left by a process that has ended (killed before its exit handler ran) is taken over.
      if (holder > 0 && alive(holder)) return false;
      rmSync(file, { force: true });
    }
  }
  return false;
}

function releaseClaims(): void {
  for (const port of ownClaims) rmSync(path.join(claimsDir, String(port)), { force: true });
  ownClaims.clear();
}

/**
 * A port nothing listens on right now and no other caller (in any process) was given, outside the ephemeral range
 * where it can be had: tests and benchmarks run beside each other. The claim lasts as long as this process.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = quietPorts.from + Math.floor(Math.random() * (quietPorts.to - quietPorts.from));
    if (!claim(port)) continue;
    if ((await tryListen(port)) !== null) return port;
  }
  const any = await tryListen(0);
  if (any === null || !claim(any)) throw new Error('no free TCP port on 127.0.0.1');
  return any;
}

/** True if something accepts TCP connections at host:port within the timeout. */
export function isListening(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
