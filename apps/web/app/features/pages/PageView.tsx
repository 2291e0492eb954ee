import { pagePath, type PublicPage } from '@occ/shared/pages/blocks';
import { PreviewBanner } from '~/components/Preview';
import { BLOCK_RENDERERS } from './blocks';
import { ServiceNav } from './ServiceNav';

/** A page of typed blocks, each drawn by its type's renderer; /service pages get the sub-navigation. */
export function PageView({ page, preview }: { page: PublicPage; preview: boolean }) {
  const isService = pagePath(page.slug).startsWith('/service/');
  return (
    <div className="pb-page" lang={page.locale}>
      {preview ? <PreviewBanner className="preview-banner pb-preview-banner" /> : null}
      {isService ? <ServiceNav locale={page.locale} /> : null}
      {page.blocks.map((b, i) => {
        const Block = BLOCK_RENDERERS[b.type as keyof typeof BLOCK_RENDERERS];
        return Block ? <Block key={i} props={b.props as never} slug={page.slug} /> : null;
      })}
    </div>
  );
}
