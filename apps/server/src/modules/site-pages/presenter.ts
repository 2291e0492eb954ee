import type { CompleteLocale } from '@occ/shared';
import type { PageAreaBody } from '@occ/shared/admin';
import type { PageBlock, PublicBlock, PublicPage } from '@occ/shared/pages/blocks';
import { renderMarkdown } from '../../platform/markdown';

/**
 * A page as a reader gets it, in the reader's language (English falls back to the Chinese blocks
 * when the page has none); rich text goes through the one sanitising markdown pipeline.
 */
export async function presentPage(
  body: PageAreaBody,
  locale: CompleteLocale,
  times: { publishedAt: Date | null; updatedAt: Date },
): Promise<PublicPage> {
  const en = locale === 'en-US' && body.blocksEn.length > 0;
  const blocks = (en ? body.blocksEn : body.blocksZh) as PageBlock[];
  const shown: PublicBlock[] = await Promise.all(
    blocks.map(async (b): Promise<PublicBlock> =>
      b.type === 'richText'
        ? {
            type: 'richText',
            props: { html: await renderMarkdown((b.props as { markdown: string }).markdown) },
          }
        : (b as PublicBlock),
    ),
  );
  return {
    slug: body.slug,
    title: (en && body.titleEn) || body.titleZh,
    locale: en ? 'en-US' : 'zh-CN',
    blocks: shown,
    publishedAt: times.publishedAt?.toISOString() ?? null,
    updatedAt: times.updatedAt.toISOString(),
  };
}
