// Test helper: collects a board's console output and waits for patterns in what arrived after a
// mark, the way a person watches a terminal after typing a command.
import type { BoardDriver } from '../drivers/driver';

export class ConsoleReader {
  text = '';
  private readonly off: () => void;

  constructor(driver: Pick<BoardDriver, 'onData'>) {
    this.off = driver.onData((chunk) => {
      this.text += chunk.toString('utf8');
    });
  }

  /** Position to wait from (call before sending a command). */
  mark(): number {
    return this.text.length;
  }

  async waitFor(pattern: RegExp, from: number, timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const seen = this.text.slice(from);
      if (pattern.test(seen)) return seen;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(
      `timed out waiting for ${pattern}; got: ${JSON.stringify(this.text.slice(from).slice(-500))}`,
    );
  }

  close(): void {
    this.off();
  }
}
