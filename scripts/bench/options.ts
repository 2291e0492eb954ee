// Benchmark options (env or --flags) and the console lines every part prints.

export interface Options {
  news: number;
  connections: number;
  duration: number;
  databaseUrl: string | undefined;
}

function flag(name: string): string | undefined {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith(`--${name}=`)) return a.slice(name.length + 3);
    if (a === `--${name}`) return args[i + 1];
  }
  return undefined;
}

export class OptionError extends Error {}

function positiveInt(label: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new OptionError(`${label} must be an integer ≥ ${min}, got "${raw}"`);
  return n;
}

export function readOptions(): Options {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new OptionError('DATABASE_URL must start with postgres:// or postgresql://');
  return {
    news: positiveInt('BENCH_NEWS', flag('news') ?? process.env.BENCH_NEWS, 100_000, 0),
    connections: positiveInt(
      'BENCH_CONNECTIONS',
      flag('connections') ?? process.env.BENCH_CONNECTIONS,
      100,
      1,
    ),
    duration: positiveInt('BENCH_DURATION', flag('duration') ?? process.env.BENCH_DURATION, 10, 1),
    databaseUrl,
  };
}

export const say = (line: string) => console.log(`[bench] ${line}`);
export const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));
export const safeUrl = (url: string) => url.replace(/\/\/([^:@/]+)(:[^@/]*)?@/, '//$1@');
