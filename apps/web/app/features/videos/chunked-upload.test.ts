import { describe, expect, it } from 'vitest';
import type { VideoUploadState } from '@occ/shared';
import { RequestError } from '~/lib/request';
import { ChunkedUpload, OffsetConflict, type UploadSnapshot, type UploadTransport } from './chunked-upload';

/** An in-memory server with the portal's rules: chunks only at the current offset. */
function fakeServer(chunkSize: number) {
  const uploads = new Map<string, { name: string; size: number; bytes: Uint8Array; received: number }>();
  const calls: string[] = [];
  /** throw a network error on the n-th put (1-based), after the server stored it when `afterStore` */
  const faults = new Map<number, { afterStore: boolean }>();
  let puts = 0;
  const state = (id: string): VideoUploadState => {
    const u = uploads.get(id)!;
    return {
      id,
      fileName: u.name,
      size: u.size,
      received: u.received,
      chunkSize,
      complete: u.received === u.size,
    };
  };
  const transport: UploadTransport = {
    async start(name, size) {
      calls.push('start');
      const same = [...uploads].find(([, u]) => u.name === name && u.size === size);
      if (same) return state(same[0]);
      const id = `u${uploads.size + 1}`;
      uploads.set(id, { name, size, bytes: new Uint8Array(size), received: 0 });
      return state(id);
    },
    async status(id) {
      calls.push('status');
      return state(id);
    },
    async put(id, offset, chunk, onBytes, signal) {
      puts++;
      calls.push(`put@${offset}`);
      const fault = faults.get(puts);
      if (fault && !fault.afterStore) throw new RequestError('network', 'Network error');
      const u = uploads.get(id)!;
      if (offset !== u.received) throw new OffsetConflict(u.received);
      const data = new Uint8Array(await chunk.arrayBuffer());
      if (signal.aborted) throw new RequestError('aborted', 'Request aborted');
      u.bytes.set(data, offset);
      u.received += data.length;
      onBytes(data.length);
      // the answer is lost on the way back
      if (fault?.afterStore) throw new RequestError('network', 'Network error');
      return state(id);
    },
    async abort(id) {
      calls.push('abort');
      uploads.delete(id);
    },
  };
  return { transport, uploads, calls, faults };
}

const fileOf = (n: number) => {
  const bytes = new Uint8Array(n).map((_, i) => (i * 7) % 251);
  return { file: new File([bytes], 'clip.mp4', { type: 'video/mp4' }), bytes };
};

/** Resolves when the upload reaches `phase`. */
function until(get: () => UploadSnapshot, phase: UploadSnapshot['phase']) {
  return new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      if (get().phase === phase) return resolve();
      if (Date.now() - started > 2000) return reject(new Error(`still ${get().phase}, wanted ${phase}`));
      setTimeout(check, 5);
    };
    check();
  });
}

describe('ChunkedUpload', () => {
  it('sends the file in chunks with growing progress and completes', async () => {
    const server = fakeServer(10);
    const { file, bytes } = fileOf(35);
    const seen: number[] = [];
    const up = new ChunkedUpload(file, server.transport, (s) => seen.push(s.sent));
    await up.start();
    expect(up.snapshot).toMatchObject({ phase: 'complete', sent: 35, uploadId: 'u1' });
    expect(server.calls).toEqual(['start', 'put@0', 'put@10', 'put@20', 'put@30']);
    expect(server.uploads.get('u1')!.bytes).toEqual(bytes);
    expect(seen.at(-1)).toBe(35);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('goes offline on a lost connection and resumes from the offset the server reports', async () => {
    const server = fakeServer(10);
    const { file, bytes } = fileOf(35);
    // the second chunk is stored but its answer is lost: resuming must not send it again
    server.faults.set(2, { afterStore: true });
    let snap!: UploadSnapshot;
    const up = new ChunkedUpload(file, server.transport, (s) => (snap = s), [10]);
    await up.start();
    expect(snap.phase).toBe('offline');
    await until(() => snap, 'complete');
    expect(server.calls).toEqual(['start', 'put@0', 'put@10', 'status', 'put@20', 'put@30']);
    expect(server.uploads.get('u1')!.bytes).toEqual(bytes);
  });

  it('pauses and resumes by hand, and follows a 409 to the server offset', async () => {
    const server = fakeServer(10);
    const { file, bytes } = fileOf(25);
    let snap!: UploadSnapshot;
    const up = new ChunkedUpload(file, server.transport, (s) => {
      snap = s;
      // pause as soon as the first chunk is confirmed
      if (s.phase === 'uploading' && s.sent === 10 && !paused) {
        paused = true;
        up.pause();
      }
    });
    let paused = false;
    await up.start();
    expect(snap.phase).toBe('paused');
    expect(up.busy).toBe(true);
    // meanwhile another tab sent the next chunk
    const u = server.uploads.get('u1')!;
    u.bytes.set(bytes.subarray(10, 20), 10);
    u.received = 20;
    await up.resume();
    expect(snap.phase).toBe('complete');
    expect(u.bytes).toEqual(bytes);
    expect(server.calls.filter((c) => c === 'put@10')).toHaveLength(0);
  });

  it('continues the server upload of the same file after a reload, and stops on a refusal', async () => {
    const server = fakeServer(10);
    const { file } = fileOf(30);
    server.faults.set(2, { afterStore: false });
    const first = new ChunkedUpload(file, server.transport, () => undefined, [60_000]);
    await first.start();
    expect(first.snapshot).toMatchObject({ phase: 'offline', sent: 10 });
    // the page is reloaded (the old object is gone) and the same file is picked again
    first.pause();
    server.calls.length = 0;
    const again = new ChunkedUpload(file, server.transport, () => undefined);
    await again.start();
    expect(again.snapshot).toMatchObject({ phase: 'complete', uploadId: first.snapshot.uploadId });
    expect(server.calls).toEqual(['start', 'put@10', 'put@20']);

    const refusing: UploadTransport = {
      ...server.transport,
      start: () => Promise.reject(new RequestError('business', 'The last file is being uploaded', 409, 409)),
    };
    const refused = new ChunkedUpload(fileOf(5).file, refusing, () => undefined);
    await refused.start();
    expect(refused.snapshot).toMatchObject({ phase: 'failed', error: 'The last file is being uploaded' });
    expect(refused.busy).toBe(false);
  });
});
