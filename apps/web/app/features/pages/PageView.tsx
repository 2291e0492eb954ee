import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import type { PublicBlock, PublicPage } from '@occ/shared/pages/blocks';
import { pagePath } from '@occ/shared/pages/paths';
import { BLOCK_RENDERERS } from './blocks';
import { ServiceNav } from './ServiceNav';

// staff's preview banner (its antd button) loads only on a preview
const PreviewBanner = lazy(() => import('~/components/Preview').then((m) => ({ default: m.PreviewBanner })));

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
      {preview ? (
        <Suspense fallback={null}>
          <PreviewBanner className="preview-banner pb-preview-banner" />
        </Suspense>
      ) : null}
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
