// Runs an administrator-configured shell command (power switch, flasher, scp...) with values passed
// in environment variables, never spliced into the command text, so file names cannot inject shell.
import { spawn } from 'node:child_process';

export class CommandError extends Error {}

export function runCommand(
  command: string,
  opts: { env?: Record<string, string>; timeoutMs: number },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', command], {
      env: { ...process.env, ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    // Bounded: only the tail is useful in an error message.
    child.stdout.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-4000)));
    child.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-4000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new CommandError(e.message));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else {
        const why = signal ? `killed by ${signal}` : `exit code ${code}`;
        reject(
          new CommandError(`${why}${err.trim() ? `: ${err.trim().split('\n').slice(-3).join(' | ')}` : ''}`),
        );
      }
    });
  });
}
