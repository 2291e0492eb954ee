import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { FaqPublic } from '@occ/shared/admin';
import { FaqGroups } from '~/features/admin-access/help/FaqGroups';
import { translateFor } from '~/i18n';
import { apiGet } from '~/lib/loader-api';
import { localeOfMatches, pageMeta } from '~/lib/meta';

/** /help: the published FAQ in the reader's language (faqs.public), rendered on the server. */
export async function loader({ context }: LoaderFunctionArgs) {
  return { faqs: await apiGet<FaqPublic[]>(context, '/api/faqs'), url: `${context.publicUrl}/help` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  const title = `${translateFor(locale, 'adminAccess.help.title')} · ${translateFor(locale, 'app.name')}`;
  const description = translateFor(locale, 'adminAccess.help.description');
  if (!data) return [{ title }];
  return pageMeta({ title, description, url: data.url, locale });
};

export default function HelpRoute() {
  const { faqs } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page page-narrow">
      <h1>{t('adminAccess.help.title')}</h1>
      <p>{t('adminAccess.help.description')}</p>
      <FaqGroups faqs={faqs} />
    </div>
  );
}
