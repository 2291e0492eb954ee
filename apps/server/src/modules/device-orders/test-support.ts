import crypto from 'node:crypto';
import { productI18n, products } from '../../db/schema';
import type { TestContext } from '../../test/harness';

/** A published hardware product of the catalogue (a chip, module or board), its id. */
export async function catalogueChip(ctx: TestContext, published = true): Promise<number> {
  const code = `chip-${crypto.randomBytes(3).toString('hex')}`;
  const [row] = await ctx.database.db
    .insert(products)
    .values({
      kind: 'hardware',
      category: 'chip',
      code,
      vendor: 'T-Head',
      publishedAt: published ? new Date() : null,
    })
    .returning({ id: products.id });
  await ctx.database.db
    .insert(productI18n)
    .values({ productId: row!.id, locale: 'zh-CN', name: `芯片 ${code}`, summary: '', description: '' });
  return row!.id;
}

/** A PCM WAV file of silence: `rate` Hz, `seconds` long, mono 16-bit. */
export function wav(rate: number, seconds: number): Buffer {
  const data = Math.round(rate * seconds) * 2;
  const b = Buffer.alloc(44 + data);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVE', 8);
  b.write('fmt ', 12);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36);
  b.writeUInt32LE(data, 40);
  return b;
}
