// PPM (P6, what QEMU's screendump writes when it cannot write PNG itself: QEMU < 7.1 or built
// without libpng) to PNG, so the camera always answers an image browsers can show.
import zlib from 'node:zlib';

export const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Parses a binary PPM header: "P6 <width> <height> <maxval>" with optional # comments. */
function parsePpm(ppm: Buffer): { width: number; height: number; pixels: Buffer } {
  const fields: number[] = [];
  let i = 2;
  if (ppm.toString('latin1', 0, 2) !== 'P6') throw new Error('not a binary PPM');
  while (fields.length < 3 && i < ppm.length) {
    const c = ppm[i]!;
    if (c === 0x23) {
      while (i < ppm.length && ppm[i] !== 0x0a) i++;
    } else if (c >= 0x30 && c <= 0x39) {
      let n = 0;
      while (i < ppm.length && ppm[i]! >= 0x30 && ppm[i]! <= 0x39) n = n * 10 + (ppm[i++]! - 0x30);
      fields.push(n);
      continue;
    }
    i++;
  }
  const [width, height, maxval] = fields;
  if (!width || !height || maxval !== 255) throw new Error('unsupported PPM');
  // exactly one whitespace byte separates the header from the pixels; `i` points at it
  const pixels = ppm.subarray(i + 1, i + 1 + width * height * 3);
  if (pixels.length !== width * height * 3) throw new Error('truncated PPM');
  return { width, height, pixels };
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

export function ppmToPng(ppm: Buffer): Buffer {
  const { width, height, pixels } = parsePpm(ppm);
  const stride = width * 3;
  // each scanline starts with its filter type (0 = none)
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) pixels.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  return Buffer.concat([
    PNG_MAGIC,
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
