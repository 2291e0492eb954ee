import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { ComponentPage } from '@occ/shared';
import { ComponentLibrary } from '~/features/components/ComponentLibrary';
import { componentLinks } from '~/features/components/page-meta';
import { apiQueryOf, filtersOf, hrefOf } from '~/features/components/query';
import { translateFor } from '~/i18n';
import { apiGet } from '~/lib/loader-api';
import { localeOfMatches, pageMeta } from '~/lib/meta';

export const links = componentLinks;

// /community/openSource: the open-source component library; search, filters and page in the URL.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const filters = filtersOf(new URL(request.url).searchParams);
  const page = await apiGet<ComponentPage>(context, `/api/components?${apiQueryOf(filters, 12)}`);
  return { page, filters, url: `${context.publicUrl}${hrefOf(filters, { page: filters.page })}` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  const title = `${translateFor(locale, 'components.title')} · ${translateFor(locale, 'app.name')}`;
  const description = translateFor(locale, 'components.description');
  return data ? pageMeta({ title, description, url: data.url, locale }) : [{ title }];
};

export default function OpenSourceRoute() {
  const { page, filters } = useLoaderData<typeof loader>();
  return <ComponentLibrary page={page} filters={filters} />;
}
