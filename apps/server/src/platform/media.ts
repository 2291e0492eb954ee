import { spawn } from 'node:child_process';
import { fileTypeFromFile } from 'file-type';

// ffprobe / ffmpeg (Debian packages, DESIGN §3) for video uploads: probing what a file really is,
// extracting a cover frame and transcoding to a web-playable MP4. Every tool runs through spawn
// with an argument list (never a shell: file paths are ours, but no string is ever interpreted),
// with a timeout that kills it, and with bounded output kept in memory.

const FFPROBE = 'ffprobe';
const FFMPEG = 'ffmpeg';
const PROBE_TIMEOUT_MS = 30_000;
const COVER_TIMEOUT_MS = 60_000;
const STDOUT_MAX = 1024 * 1024;
const STDERR_TAIL = 4096;

export class MediaError extends Error {
  constructor(
    message: string,
    /** the tool's last words on stderr, for the log */
    readonly detail = '',
    readonly timedOut = false,
  ) {
    super(message);
  }
}

interface RunOptions {
  timeoutMs: number;
  /** called with each complete stdout line (ffmpeg -progress) */
  onLine?: (line: string) => void;
  signal?: AbortSignal;
}

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(cmd: string, args: string[], opts: RunOptions): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
    let stdout = '';
    let pending = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, opts.timeoutMs);
    const onAbort = () => child.kill('SIGKILL');
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8').on('data', (s: string) => {
      if (opts.onLine) {
        pending += s;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) opts.onLine(line.trim());
      } else if (stdout.length < STDOUT_MAX) stdout += s;
    });
    child.stderr.setEncoding('utf8').on('data', (s: string) => {
      stderr = (stderr + s).slice(-STDERR_TAIL);
    });
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(new MediaError(`${cmd} could not start: ${err.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      if (timedOut) reject(new MediaError(`${cmd} timed out`, stderr, true));
      else if (opts.signal?.aborted) reject(new MediaError(`${cmd} was stopped`, stderr));
      else resolve({ code, stdout, stderr });
    });
  });
}

/** Container types (by magic bytes, file-type's names) that may hold a video. */
export const VIDEO_CONTAINER_TYPES: ReadonlySet<string> = new Set([
  'video/mp4',
  'video/quicktime',
  'video/x-m4v',
  'video/webm',
  'video/x-matroska',
  'video/vnd.avi',
  'video/x-msvideo',
  'video/x-flv',
  'video/mpeg',
  'video/mp2t',
  'video/3gpp',
  'video/3gpp2',
  'video/ogg',
  'application/vnd.ms-asf',
  'video/x-ms-asf',
]);

/** Whether the first bytes of a file are a video container (a renamed image or document is not). */
export async function looksLikeVideo(file: string): Promise<boolean> {
  const type = await fileTypeFromFile(file);
  return type !== undefined && VIDEO_CONTAINER_TYPES.has(type.mime);
}

/** Decoders of still images: a "video" whose only picture stream is one of these is an image. */
const STILL_CODECS = new Set(['png', 'mjpeg', 'bmp', 'gif', 'webp', 'tiff', 'jpeg2000', 'svg']);

export interface ProbeResult {
  durationMs: number;
  width: number;
  height: number;
  videoCodec: string;
  audioCodec: string | null;
  formatName: string;
}

interface ProbeJson {
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    duration?: string;
    disposition?: { attached_pic?: number };
  }[];
  format?: { format_name?: string; duration?: string };
}

/**
 * What ffprobe finds in `file`, or null when it is not a playable video: no readable container,
 * no moving-picture stream (images and audio with cover art have only still pictures), or no
 * duration.
 */
export async function probeVideo(file: string): Promise<ProbeResult | null> {
  const r = await run(
    FFPROBE,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    { timeoutMs: PROBE_TIMEOUT_MS },
  );
  if (r.code !== 0) return null;
  let json: ProbeJson;
  try {
    json = JSON.parse(r.stdout) as ProbeJson;
  } catch {
    return null;
  }
  const formatName = json.format?.format_name ?? '';
  if (formatName.endsWith('_pipe') || formatName === 'image2') return null;
  const video = json.streams?.find(
    (s) =>
      s.codec_type === 'video' &&
      !s.disposition?.attached_pic &&
      !STILL_CODECS.has(s.codec_name ?? '') &&
      (s.width ?? 0) > 0 &&
      (s.height ?? 0) > 0,
  );
  if (!video) return null;
  const seconds = Number(json.format?.duration ?? video.duration ?? NaN);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  const audio = json.streams?.find((s) => s.codec_type === 'audio');
  return {
    durationMs: Math.round(seconds * 1000),
    width: video.width!,
    height: video.height!,
    videoCodec: video.codec_name ?? '',
    audioCodec: audio?.codec_name ?? null,
    formatName,
  };
}

export interface AudioProbe {
  /** ffprobe's container name (`wav`, `mp3`, `flac`, `ogg`) */
  format: string;
  sampleRate: number;
  durationMs: number;
}

/** What ffprobe finds in an audio file: its container, the first audio stream's rate, the length; null when unreadable. */
export async function probeAudio(file: string): Promise<AudioProbe | null> {
  const r = await run(
    FFPROBE,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    { timeoutMs: PROBE_TIMEOUT_MS },
  );
  if (r.code !== 0) return null;
  let json: ProbeJson & { streams?: { sample_rate?: string }[] };
  try {
    json = JSON.parse(r.stdout) as typeof json;
  } catch {
    return null;
  }
  const audio = json.streams?.find((s) => s.codec_type === 'audio');
  if (!audio || json.streams?.some((s) => s.codec_type === 'video' && !s.disposition?.attached_pic))
    return null;
  const seconds = Number(json.format?.duration ?? audio.duration ?? NaN);
  const rate = Number((audio as { sample_rate?: string }).sample_rate ?? NaN);
  if (!Number.isFinite(seconds) || seconds <= 0 || !Number.isFinite(rate)) return null;
  return { format: json.format?.format_name ?? '', sampleRate: rate, durationMs: Math.round(seconds * 1000) };
}

/**
 * One frame at `atMs` as a `width`×`height` JPEG: scaled to fit and letterboxed (black bars), so
 * every cover has the size spec §9 asks for whatever the video's shape.
 */
export async function extractCover(
  source: string,
  target: string,
  { atMs, width, height }: { atMs: number; width: number; height: number },
): Promise<void> {
  const fit =
    `scale=${width}:${height}:force_original_aspect_ratio=decrease,` +
    `pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2:color=black,setsar=1`;
  const r = await run(
    FFMPEG,
    [
      '-nostdin',
      '-v',
      'error',
      '-y',
      '-ss',
      (atMs / 1000).toFixed(3),
      '-i',
      source,
      '-frames:v',
      '1',
      '-vf',
      fit,
      '-q:v',
      '3',
      '-f',
      'image2',
      '-c:v',
      'mjpeg',
      target,
    ],
    { timeoutMs: COVER_TIMEOUT_MS },
  );
  if (r.code !== 0) throw new MediaError('cover extraction failed', r.stderr);
}

export interface TranscodeOptions {
  durationMs: number;
  /** 0-100, as ffmpeg reports its position */
  onProgress?: (percent: number) => void;
  timeoutMs: number;
  signal?: AbortSignal;
}

/**
 * Transcodes to an H.264/AAC MP4 that browsers play: at most 1280×720 (shape kept, even sides),
 * yuv420p, the index at the front (+faststart) so playback starts before the whole file arrives.
 * The first audio stream is kept when there is one.
 */
export async function transcodeToMp4(source: string, target: string, opts: TranscodeOptions): Promise<void> {
  const scale =
    "scale=w='min(1280,iw)':h='min(720,ih)':force_original_aspect_ratio=decrease:force_divisible_by=2";
  let last = -1;
  const r = await run(
    FFMPEG,
    [
      '-nostdin',
      '-v',
      'error',
      '-y',
      '-i',
      source,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-vf',
      scale,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-movflags',
      '+faststart',
      '-progress',
      'pipe:1',
      '-nostats',
      '-f',
      'mp4',
      target,
    ],
    {
      timeoutMs: opts.timeoutMs,
      signal: opts.signal,
      onLine(line) {
        // out_time_us (and, despite its name, out_time_ms) is the position in microseconds
        const m = /^out_time_(?:us|ms)=(\d+)$/.exec(line);
        if (!m || opts.durationMs <= 0) return;
        const percent = Math.min(99, Math.floor((Number(m[1]) / 1000 / opts.durationMs) * 100));
        if (percent > last) {
          last = percent;
          opts.onProgress?.(percent);
        }
      },
    },
  );
  if (r.code !== 0) throw new MediaError('transcoding failed', r.stderr);
}
