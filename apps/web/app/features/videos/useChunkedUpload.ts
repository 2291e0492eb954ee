import { useCallback, useEffect, useRef, useState } from 'react';
import { ChunkedUpload, type UploadSnapshot, type UploadTransport } from './chunked-upload';
import { httpTransport } from './upload-transport';

const BUSY: UploadSnapshot['phase'][] = ['starting', 'uploading', 'paused', 'offline'];

/**
 * One resumable upload for a page: `begin` refuses (false) while another is busy, so the page can
 * say "The last file is being uploaded"; the network coming back resumes it; leaving the page
 * pauses it (the server keeps what arrived, and picking the same file again continues it).
 */
export function useChunkedUpload(transport: UploadTransport = httpTransport) {
  const current = useRef<ChunkedUpload | null>(null);
  const [snap, setSnap] = useState<UploadSnapshot | null>(null);
  const busy = snap !== null && BUSY.includes(snap.phase);

  useEffect(() => {
    const online = () => void current.current?.resume();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      current.current?.pause();
    };
  }, []);

  // a reload or a closed tab while bytes are moving asks first
  useEffect(() => {
    if (!busy || snap?.phase === 'paused') return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy, snap?.phase]);

  const begin = useCallback(
    (file: File): boolean => {
      if (current.current?.busy) return false;
      const up = new ChunkedUpload(file, transport, setSnap);
      current.current = up;
      setSnap(up.snapshot);
      void up.start();
      return true;
    },
    [transport],
  );
  const pause = useCallback(() => current.current?.pause(), []);
  const resume = useCallback(() => void current.current?.resume(), []);
  const cancel = useCallback(async () => {
    await current.current?.cancel();
    current.current = null;
    setSnap(null);
  }, []);
  /** forgets a finished or failed upload (its file became a video, or the user picks another) */
  const reset = useCallback(() => {
    if (current.current?.busy) return;
    current.current = null;
    setSnap(null);
  }, []);

  return { snap, busy, begin, pause, resume, cancel, reset };
}
