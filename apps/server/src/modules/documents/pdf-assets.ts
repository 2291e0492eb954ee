import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import type { App } from '../../platform/types';

// pdf.js needs its character maps to show and search CJK text in PDFs whose fonts are not embedded
// (Adobe-GB1 and friends), and the standard font data for the 14 base fonts. They ship with
// pdfjs-dist; the viewer asks for them at /pdfjs/cmaps/<name>.bcmap and /pdfjs/standard_fonts/<name>.
const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const DIRS = { cmaps: /^[A-Za-z0-9-]+\.bcmap$/, standard_fonts: /^[A-Za-z0-9_-]+\.(pfb|ttf)$/ } as const;

export async function pdfAssetRoutes(app: App) {
  app.get(
    '/pdfjs/:dir/:name',
    {
      schema: {
        hide: true,
        params: z.object({ dir: z.enum(['cmaps', 'standard_fonts']), name: z.string().max(80) }),
      },
    },
    async (req, reply) => {
      const { dir, name } = req.params;
      if (!DIRS[dir].test(name)) throw notFound();
      const data = await fs.readFile(path.join(root, dir, name)).catch(() => null);
      if (!data) throw notFound();
      return reply
        .header('content-type', 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  );
}
