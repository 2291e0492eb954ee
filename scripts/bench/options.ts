// Benchmark options (env or --flags) and the console lines every part prints.

export interface Options {
  news: number;
  connections: number;
  duration: number;
  databaseUrl: string | undefined;
}

export class OptionError extends Error {}

/** `--name=N` (or `--name N`), else the environment variable, else the fallback; an integer ≥ min. */
export function intFlag(name: string, fallback: number, min = 1, env?: string): number {
  const args = process.argv.slice(2);
  let raw: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith(`--${name}=`)) raw = a.slice(name.length + 3);
    else if (a === `--${name}`) raw = args[i + 1];
  }
  raw ??= env ? process.env[env] : undefined;
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new OptionError(`--${name} must be an integer ≥ ${min}, got "${raw}"`);
  return n;
}

/** A switch such as `--keep`. */
export const boolFlag = (name: string) => process.argv.slice(2).includes(`--${name}`);

export function readOptions(): Options {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new OptionError('DATABASE_URL must start with postgres:// or postgresql://');
  return {
    news: intFlag('news', 100_000, 0, 'BENCH_NEWS'),
    connections: intFlag('connections', 100, 1, 'BENCH_CONNECTIONS'),
    duration: intFlag('duration', 10, 1, 'BENCH_DURATION'),
    databaseUrl,
  };
}

export const say = (line: string) => console.log(`[bench] ${line}`);
export const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));
export const safeUrl = (url: string) => url.replace(/\/\/([^:@/]+)(:[^@/]*)?@/, '//$1@');
