import { useTranslation } from 'react-i18next';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { componentCode, componentPath, type ComponentDetail as Detail } from '@occ/shared';
import { Breadcrumb } from '~/components/Breadcrumb';
import { ComponentDetail } from '~/features/components/ComponentDetail';
import { componentLinks } from '~/features/components/page-meta';
import { LIBRARY_BASE } from '~/features/components/query';
import { translateFor } from '~/i18n';
import { apiGet } from '~/lib/loader-api';
import { localeOfMatches, pageMeta } from '~/lib/meta';

export const links = componentLinks;

// /community/openSource/:code: one component; an unknown or malformed code is the 404 page.
export async function loader({ params, context }: LoaderFunctionArgs) {
  const code = params.code ?? '';
  if (!componentCode.safeParse(code).success) throw data(null, { status: 404 });
  const component = await apiGet<Detail>(context, `/api/components/${encodeURIComponent(code)}`);
  return { component, url: `${context.publicUrl}${componentPath(component.code)}` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  if (!data) return [{ title: `404 · ${translateFor(locale, 'app.name')}` }];
  const title = `${data.component.name} · ${translateFor(locale, 'components.title')} · ${translateFor(locale, 'app.name')}`;
  return pageMeta({ title, description: data.component.summary, url: data.url, locale });
};

export default function OpenSourceDetailRoute() {
  const { t } = useTranslation();
  const { component } = useLoaderData<typeof loader>();
  return (
    <div className="osc-page">
      <Breadcrumb
        label={t('components.breadcrumb')}
        trail={[
          { to: '/community', label: t('community.nav.home') },
          { to: LIBRARY_BASE, label: t('components.title') },
        ]}
        current={component.name}
      />
      <ComponentDetail component={component} />
    </div>
  );
}
