import { Fragment, type ReactNode } from 'react';
import { pagePath, type PublicBlock, type PublicPage } from '@occ/shared/pages/blocks';
import { PreviewBanner } from '~/components/Preview';
import { BLOCK_RENDERERS } from './blocks';
import { ServiceNav } from './ServiceNav';

/**
 * How a caller draws block `index` instead of the page: `draw()` makes the block's renderer
 * element (the console's live preview wraps it in an error boundary, or shows a placeholder).
 */
export type RenderBlock = (block: PublicBlock, index: number, draw: () => ReactNode) => ReactNode;

/** A page of typed blocks, each drawn by its type's renderer; /service pages get the sub-navigation. */
export function PageView({
  page,
  preview,
  renderBlock,
}: {
  page: PublicPage;
  preview: boolean;
  renderBlock?: RenderBlock;
}) {
  const isService = pagePath(page.slug).startsWith('/service/');
  return (
    <div className="pb-page" lang={page.locale}>
      {preview ? <PreviewBanner className="preview-banner pb-preview-banner" /> : null}
      {isService ? <ServiceNav locale={page.locale} /> : null}
      {page.blocks.map((b, i) => {
        const draw = () => {
          const Block = BLOCK_RENDERERS[b.type as keyof typeof BLOCK_RENDERERS];
          return Block ? <Block props={b.props as never} slug={page.slug} /> : null;
        };
        return <Fragment key={i}>{renderBlock ? renderBlock(b, i, draw) : draw()}</Fragment>;
      })}
    </div>
  );
}
