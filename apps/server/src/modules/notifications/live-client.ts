import http from 'node:http';

// Test helper: a minimal server-sent events client over a real HTTP connection.

export interface SseEvent {
  event: string;
  data: unknown;
}

export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  /** raw text received, heartbeats included */
  raw: () => string;
  /** resolves with the first event (counting from `from`) matching, or rejects after `ms` */
  waitFor(pred: (e: SseEvent) => boolean, ms?: number, from?: number): Promise<SseEvent>;
  close(): void;
}

export function openSse(baseUrl: string, path: string, headers: Record<string, string>): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${baseUrl}${path}`,
      { headers: { ...headers, accept: 'text/event-stream' } },
      (res) => {
        const events: SseEvent[] = [];
        const waiters = new Set<() => void>();
        let buffer = '';
        let all = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          all += chunk;
          buffer += chunk;
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data.push(line.slice(6));
            }
            if (data.length) events.push({ event, data: JSON.parse(data.join('\n')) });
          }
          for (const w of waiters) w();
        });
        res.on('error', () => undefined);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          events,
          raw: () => all,
          waitFor(pred, ms = 2000, from = 0) {
            return new Promise((ok, fail) => {
              const check = () => {
                const hit = events.slice(from).find(pred);
                if (!hit) return false;
                clearTimeout(timer);
                waiters.delete(check);
                ok(hit);
                return true;
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`));
              }, ms);
              if (!check()) waiters.add(check);
            });
          },
          close() {
            req.destroy();
          },
        });
      },
    );
    req.on('error', reject);
  });
}
