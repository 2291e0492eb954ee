import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// The demo data's video: a short clip generated with ffmpeg (lesson videos of the college, the
// playback videos of past events). Null when ffmpeg is not installed; the demo data then goes on
// without videos.

/** The clip's length and picture size (what a video row made from it records). */
export const DEMO_CLIP = { durationMs: 30_000, width: 640, height: 360 } as const;

function ffmpeg(args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const p = spawn('ffmpeg', args, { stdio: 'ignore' });
    p.on('error', () => resolve(false));
    p.on('exit', (code) => resolve(code === 0));
  });
}

/** A 30-second test-pattern clip with a tone, playable in every browser (H.264 + AAC, faststart). */
export async function makeDemoClip(): Promise<Buffer | null> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'occ-clip-'));
  const file = path.join(dir, 'clip.mp4');
  const seconds = DEMO_CLIP.durationMs / 1000;
  const size = `${DEMO_CLIP.width}x${DEMO_CLIP.height}`;
  try {
    const made = await ffmpeg([
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=duration=${seconds}:size=${size}:rate=25`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      ...['-movflags', '+faststart', '-shortest', file],
    ]);
    return made ? await fs.readFile(file) : null;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
