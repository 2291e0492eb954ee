import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one plain closing line, "tests: N passed, N failed, N skipped", for CI readers, and
 * the slowest test files, so that the CI time budget (90 min) can be kept as the suite grows.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const m of modules) {
      for (const t of m.children.allTests()) {
        const s = t.result().state;
        if (s === 'passed') passed++;
        else if (s === 'failed') failed++;
        else skipped++;
      }
      if (m.state() === 'failed' && !m.children.size) failed++;
    }
    const slowest = modules
      .map((m) => ({ id: m.moduleId.split('/').slice(-2).join('/'), ms: m.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 12)
      .map((m) => `  ${(m.ms / 1000).toFixed(1).padStart(7)} s  ${m.id}`);
    process.stdout.write(`\nslowest files:\n${slowest.join('\n')}\n`);
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
