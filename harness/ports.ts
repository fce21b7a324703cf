import net from 'node:net';
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

/** A port nothing listens on right now, outside the ephemeral range where it can be had: tests and benchmarks run beside each other. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = quietPorts.from + Math.floor(Math.random() * (quietPorts.to - quietPorts.from));
    const bound = await tryListen(port);
    if (bound !== null) return bound;
  }
  const any = await tryListen(0);
  if (any === null) throw new Error('no free TCP port on 127.0.0.1');
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
