import pino from 'pino';
import { loadConfigOrExit } from '@guidepass/config/load-config-or-exit';

const config = loadConfigOrExit('worker', process.env);
// Loaded once the configuration holds: a bad setting ends the process before the workers' modules load (most of start-up).
const { startWorkers } = await import('./start-workers.ts');

const logger = pino({ level: config.logLevel, base: { service: 'worker' } });
const workers = await startWorkers(config, logger);
logger.info({ queuePrefix: config.queuePrefix }, 'worker started');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'closing: letting running jobs finish');
    // close() has its own deadline; this one only guards against a bug in it.
    const backstop = setTimeout(() => {
      logger.error('closing did not end within 25 s; exiting');
      process.exit(1);
    }, 25_000);
    workers.close().then(
      (outcome) => {
        clearTimeout(backstop);
        process.exit(outcome === 'finished' ? 0 : 1);
      },
      (error) => {
        logger.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  });
}
