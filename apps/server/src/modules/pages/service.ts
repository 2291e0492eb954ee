import fs from 'node:fs/promises';
import path from 'node:path';
import type { CompleteLocale } from '@occ/shared';
import { notFound } from '../../platform/errors';
import { renderMarkdown } from '../../platform/markdown';
import { markdownToText } from '../../platform/plain-text';

export const PAGE_SLUGS = ['about', 'agreement', 'privacy', 'law', 'brand'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

const dir = path.join(import.meta.dirname, 'content');
// The about pages are static files: rendered once per locale, then kept.
const cache = new Map<string, { title: string; description: string; html: string }>();

export async function getSitePage(slug: PageSlug, locale: CompleteLocale) {
  const key = `${slug}.${locale}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let source: string;
  try {
    source = await fs.readFile(path.join(dir, `${key}.md`), 'utf8');
  } catch {
    // a slug of PAGE_SLUGS without its file: spec §8's "check configuration"
    throw notFound('linkNotExist');
  }
  const [first = '', ...rest] = source.split('\n');
  const title = first.replace(/^#\s*/, '').trim();
  const body = rest.join('\n');
  const page = { title, description: markdownToText(body, 160), html: await renderMarkdown(body) };
  cache.set(key, page);
  return page;
}
