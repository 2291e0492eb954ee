import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { adminPageMeta } from '~/features/admin-lab/page-meta';
import { SensitiveWordsTable } from '~/features/admin-moderation/SensitiveWordsTable';
import { localeOfMatches } from '~/lib/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/admin/sensitive-words` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminPageMeta(localeOfMatches(matches), 'moderation.words', data?.url);

export default function AdminSensitiveWords() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="admin-words-title">
      <h1 id="admin-words-title">{t('admin.moderation.words.title')}</h1>
      <p>{t('admin.moderation.words.description')}</p>
      <SensitiveWordsTable />
    </section>
  );
}
