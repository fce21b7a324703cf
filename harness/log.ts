/** One-line progress messages from the launch scripts. */
export const say = (message: string) => process.stdout.write(`\x1b[36m[guidepass]\x1b[0m ${message}\n`);

/** Says what went wrong on stderr and ends the process. */
export const fail = (message: string): never => {
  process.stderr.write(`\x1b[31m[guidepass]\x1b[0m ${message}\n`);
  process.exit(1);
};
