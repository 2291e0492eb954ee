import { useTranslation } from 'react-i18next';
import type { MetaFunction } from 'react-router';
import { PageTemplateList } from '~/features/admin-pages/PageTemplateList';
import { translateFor } from '~/i18n';
import { localeOfMatches } from '~/lib/meta';

export const meta: MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return [
    { title: `${translateFor(locale, 'pages.templates.listTitle')} · ${translateFor(locale, 'app.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
};

/** /admin/tpl (templates.list, pages.create): the page templates, each a start for a new page. */
export default function AdminPageTemplates() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-templates-title">
      <h1 id="page-templates-title">{t('pages.templates.listTitle')}</h1>
      <PageTemplateList />
    </section>
  );
}
