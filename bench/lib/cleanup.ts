/**
 * Things to undo, last first: servers closed, databases dropped, child processes killed. Every step runs even when
 * an earlier one fails, and none may hang the run for long.
 */
export class Cleanup {
  private readonly steps: { name: string; undo: () => unknown }[] = [];

  constructor(private readonly report: (line: string) => void = (line) => process.stderr.write(`${line}\n`)) {}

  add(name: string, undo: () => unknown): void {
    this.steps.push({ name, undo });
  }

  async run(stepTimeoutMs = 20_000): Promise<void> {
    for (let step = this.steps.pop(); step; step = this.steps.pop()) {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          Promise.resolve().then(step.undo),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`still running after ${stepTimeoutMs / 1000} s`)), stepTimeoutMs);
          }),
        ]);
      } catch (error) {
        this.report(`cleanup: ${step.name} failed: ${(error as Error).message}`);
      } finally {
        clearTimeout(timer);
      }
    }
  }
}
