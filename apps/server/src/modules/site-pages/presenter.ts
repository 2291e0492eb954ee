import type { CompleteLocale } from '@occ/shared';
import type { PageAreaBody } from '@occ/shared/admin';
import type { PageBlock, PublicBlock, PublicPage } from '@occ/shared/pages/blocks';
import type { Db } from '../../db/client';
import { renderMarkdown } from '../../platform/markdown';
import { liveCards } from './live-cards';
import { listCertifiedProducts } from '../certified-products/service';
import { presentCertifiedProduct } from '../certified-products/presenter';

/**
 * A page as a reader gets it, in the reader's language (English falls back to the Chinese blocks
 * when the page has none); rich text goes through the one sanitising markdown pipeline, and a
 * cards block with a live source gets its cards from the database (live-cards.ts), a
 * certifiedProducts block its first page (certified-products/service.ts).
 */
export async function presentPage(
  db: Db,
  body: PageAreaBody,
  locale: CompleteLocale,
  times: { publishedAt: Date | null; updatedAt: Date },
): Promise<PublicPage> {
  const en = locale === 'en-US' && body.blocksEn.length > 0;
  const blocks = (en ? body.blocksEn : body.blocksZh) as PageBlock[];
  const readerLocale = en ? 'en-US' : locale;
  const shown: PublicBlock[] = await Promise.all(
    blocks.map(async (b): Promise<PublicBlock> => {
      if (b.type === 'richText')
        return { type: 'richText', props: { html: await renderMarkdown(b.props.markdown) } };
      // blocks stored before live sources existed have none: manual cards
      if (b.type === 'cards' && b.props.liveSource && b.props.liveSource !== 'manual') {
        const { liveSource, liveFilter = '', liveLimit = 6 } = b.props;
        const items = await liveCards(db, liveSource, liveFilter, liveLimit, readerLocale);
        return { type: 'cards', props: { ...b.props, items } };
      }
      // the list of certified products: its first page comes with the page (the block pages on)
      if (b.type === 'certifiedProducts') {
        const query = { page: 1, pageSize: b.props.pageSize };
        const { rows, total } = await listCertifiedProducts(db, readerLocale, query);
        const initial = { items: rows.map(presentCertifiedProduct), total, ...query };
        return { type: 'certifiedProducts', props: { ...b.props, initial } };
      }
      return b as PublicBlock;
    }),
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
