// JSON-lines logger on stdout: one object per line with `level` and `msg` first, so lab hosts can
// ship it to any collector and tests can wait for a line such as {"msg":"connected"}.
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
export type LogLevel = keyof typeof LEVELS;
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

function parseLevel(value: string | undefined): LogLevel {
  return value && value in LEVELS ? (value as LogLevel) : 'info';
}

export function createLogger(
  opts: { level?: string; write?: (line: string) => void; base?: LogFields } = {},
): Logger {
  const min = LEVELS[parseLevel(opts.level ?? process.env.LAB_AGENT_LOG_LEVEL)];
  const write = opts.write ?? ((line: string) => process.stdout.write(line));
  const base = opts.base ?? {};
  const emit = (level: LogLevel, msg: string, fields?: LogFields) => {
    if (LEVELS[level] < min) return;
    const record: LogFields = { level, msg, ...base, ...fields, time: new Date().toISOString() };
    // Errors do not serialise to JSON by themselves; keep their message.
    for (const [k, v] of Object.entries(record)) if (v instanceof Error) record[k] = v.message;
    write(`${JSON.stringify(record)}\n`);
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    child: (fields) => createLogger({ ...opts, base: { ...base, ...fields } }),
  };
}

/** For tests and library use: swallows everything. */
export const silentLogger: Logger = createLogger({ level: 'error', write: () => {} });
