import type { MetaDescriptor } from 'react-router';

interface PageMeta {
  title: string;
  description: string;
  url: string;
  image?: string | null;
  type?: 'website' | 'article';
  locale?: string;
}

/** title, description and OpenGraph tags of one page (DESIGN §7). */
export function pageMeta(m: PageMeta): MetaDescriptor[] {
  const base = new URL(m.url).origin;
  const tags: MetaDescriptor[] = [
    { title: m.title },
    { name: 'description', content: m.description },
    { property: 'og:title', content: m.title },
    { property: 'og:description', content: m.description },
    { property: 'og:type', content: m.type ?? 'website' },
    { property: 'og:url', content: m.url },
    { property: 'og:site_name', content: 'OCC' },
    { tagName: 'link', rel: 'canonical', href: m.url },
  ];
  if (m.locale) tags.push({ property: 'og:locale', content: m.locale.replace('-', '_') });
  if (m.image) tags.push({ property: 'og:image', content: new URL(m.image, base).toString() });
  return tags;
}

/** A JSON-LD block as a meta descriptor (rendered into <head>). */
export function jsonLd(value: Record<string, unknown>): MetaDescriptor {
  return { 'script:ld+json': value };
}

/** The locale the root loader resolved, for meta functions. */
export function localeOfMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === 'root');
  return (root?.data as { locale?: string } | undefined)?.locale ?? 'zh-CN';
}
