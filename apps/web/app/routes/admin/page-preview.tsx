import type { FormInstance } from 'antd';
import LivePagePreview from '~/features/admin-pages/LivePagePreview';
import { PageView } from '~/features/pages/PageView';
import '~/features/pages/pages.css';

/**
 * The page editor's live preview with the site's own page renderer (loaded lazily by
 * area-parts.tsx: the route layer joins the two feature folders, which never import each other).
 */
export default function PagePreviewAside({ form }: { form: FormInstance<Record<string, unknown>> }) {
  return (
    <LivePagePreview
      form={form}
      renderPage={(page, renderBlock) => <PageView page={page} preview={false} renderBlock={renderBlock} />}
    />
  );
}
