import fsp from 'node:fs/promises';
import { DriverError, type CameraImage } from './driver';
import { ppmToPng } from './png';
import { QmpError, type QmpClient } from './qmp';

/** The board's camera: QMP screendump of its virtio-gpu display as PNG (PPM converted on old QEMU). */
export class QemuCamera {
  private pngScreendump = true;

  /** `base`: the path of the temporary image, without extension */
  async capture(qmp: QmpClient, base: string): Promise<CameraImage> {
    try {
      if (this.pngScreendump) {
        try {
          await qmp.execute('screendump', { filename: `${base}.png`, format: 'png' });
          return { mime: 'image/png', data: await fsp.readFile(`${base}.png`) };
        } catch (err) {
          // QEMU < 7.1 has no `format`; builds without libpng refuse png: fall back to PPM for good.
          if (!(err instanceof QmpError && /format|png/i.test(err.message))) throw err;
          this.pngScreendump = false;
        }
      }
      await qmp.execute('screendump', { filename: `${base}.ppm` });
      return { mime: 'image/png', data: ppmToPng(await fsp.readFile(`${base}.ppm`)) };
    } catch (err) {
      throw new DriverError('camera_failed', (err as Error).message);
    } finally {
      await fsp.rm(`${base}.png`, { force: true });
      await fsp.rm(`${base}.ppm`, { force: true });
    }
  }
}
