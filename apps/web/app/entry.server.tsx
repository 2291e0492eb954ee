import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { loadAllCatalogs } from './i18n';

// the server renders every language: both UI catalogues, loaded once at start
const catalogsReady = Promise.all([loadAllCatalogs('zh-CN'), loadAllCatalogs('en-US')]);

export const streamTimeout = 10_000;

/**
 * Renders the whole document. Ant Design runs in zero-runtime mode (`theme.ts`): its styles are a
 * static stylesheet built once, so nothing is computed or extracted per request.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  await catalogsReady;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _enc, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              const html = Buffer.concat(chunks).toString('utf8');
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              resolve(
                new Response(`<!DOCTYPE html>${html.replace(/^<!DOCTYPE html>/i, '')}`, {
                  status,
                  headers: responseHeaders,
                }),
              );
              done();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
