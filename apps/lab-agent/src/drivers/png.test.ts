// PPM → PNG for QEMU builds whose screendump cannot write PNG.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PNG_MAGIC, ppmToPng } from './png';

describe('ppmToPng', () => {
  it('encodes a PPM as a PNG with the same pixels', () => {
    const pixels = Buffer.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]);
    const ppm = Buffer.concat([Buffer.from('P6\n# made by QEMU\n2 2\n255\n'), pixels]);
    const png = ppmToPng(ppm);
    expect(png.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
    // IHDR: 2 × 2, 8-bit RGB
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([2, 2, 8, 2]);
    const idatAt = png.indexOf('IDAT');
    const idat = png.subarray(idatAt + 4, idatAt + 4 + png.readUInt32BE(idatAt - 4));
    // two scanlines, each: filter byte 0 then the row's RGB bytes
    expect([...zlib.inflateSync(idat)]).toEqual([0, ...pixels.subarray(0, 6), 0, ...pixels.subarray(6)]);
    // every chunk carries a valid CRC
    const ihdrCrc = png.readUInt32BE(29);
    expect(ihdrCrc).toBe(zlib.crc32(png.subarray(12, 29)));
    expect(png.subarray(-12).toString('latin1', 4, 8)).toBe('IEND');
  });

  it('refuses what is not a binary PPM', () => {
    expect(() => ppmToPng(Buffer.from('P3\n1 1\n255\n0 0 0'))).toThrow(/PPM/);
    expect(() => ppmToPng(Buffer.from('P6\n4 4\n255\nabc'))).toThrow(/truncated/);
  });
});
