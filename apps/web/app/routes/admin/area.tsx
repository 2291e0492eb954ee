import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { adminAreaByKey, adminAreaOfPath } from '@occ/shared/admin';
import { NotFound } from '~/components/NotFound';
import { AreaListPage } from '~/features/admin-console/area/AreaListPage';
import { translateFor } from '~/i18n';
import { keepOnSearchChange } from '~/lib/revalidate';
import { localeOfMatches } from '~/lib/meta';
import { AREA_ROW_ACTIONS, AREA_TOOLBARS } from './area-parts';

// /admin/<area>: the list page of a declared console area (packages/shared/src/admin/areas),
// resolved by path; any other single segment under /admin is the console's 404.
export function loader({ request }: LoaderFunctionArgs) {
  const found = adminAreaOfPath(new URL(request.url).pathname);
  if (!found || found.id !== null) return data({ key: null }, { status: 404 });
  return { key: found.area.key };
}

export const shouldRevalidate = keepOnSearchChange;

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => {
  const locale = localeOfMatches(matches);
  const robots = { name: 'robots', content: 'noindex' };
  if (!d?.key) return [{ title: '404 · OCC' }, robots];
  return [
    { title: `${translateFor(locale, `adminAreas.${d.key}.title`)} · ${translateFor(locale, 'app.name')}` },
    robots,
  ];
};

export default function AdminAreaList() {
  const { key } = useLoaderData<typeof loader>();
  const decl = key ? adminAreaByKey(key) : undefined;
  // one page component per area: a new area starts with clean state
  return decl ? (
    <AreaListPage
      key={decl.key}
      decl={decl}
      rowActions={AREA_ROW_ACTIONS[decl.key]}
      toolbar={AREA_TOOLBARS[decl.key]}
    />
  ) : (
    <NotFound />
  );
}
