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

/** A port nothing listens on right now (the OS picks it): tests and benchmarks run beside each other. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
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
