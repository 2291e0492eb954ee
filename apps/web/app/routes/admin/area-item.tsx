import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { adminAreaByKey, adminAreaOfPath } from '@occ/shared/admin';
import { NotFound } from '~/components/NotFound';
import { AreaItemPage } from '~/features/admin-console/area/AreaItemPage';
import { translateFor } from '~/i18n';
import { localeOfMatches } from '~/lib/meta';
import { AREA_FORM_ASIDE, AREA_ITEM_PARTS, AREA_NEW_ITEM_PARTS } from './area-parts';

// /admin/<editRoute>/<id> and /admin/<editRoute>/new: one item of a declared console area,
// resolved by path; anything else of that shape is the console's 404.
export function loader({ request }: LoaderFunctionArgs) {
  const found = adminAreaOfPath(new URL(request.url).pathname);
  if (!found || found.id === null) return data({ key: null, id: null }, { status: 404 });
  return { key: found.area.key, id: found.id };
}

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => {
  const locale = localeOfMatches(matches);
  const robots = { name: 'robots', content: 'noindex' };
  if (!d?.key) return [{ title: '404 · OCC' }, robots];
  const which = d.id === 'new' ? 'new' : 'edit';
  return [
    {
      title: `${translateFor(locale, `adminAreas.${d.key}.${which}`)} · ${translateFor(locale, 'app.name')}`,
    },
    robots,
  ];
};

export default function AdminAreaItem() {
  const { key, id } = useLoaderData<typeof loader>();
  const decl = key ? adminAreaByKey(key) : undefined;
  return decl && id ? (
    <AreaItemPage
      key={`${decl.key}/${id}`}
      decl={decl}
      id={id}
      itemParts={AREA_ITEM_PARTS[decl.key]}
      newItemParts={AREA_NEW_ITEM_PARTS[decl.key]}
      formAside={AREA_FORM_ASIDE[decl.key]}
    />
  ) : (
    <NotFound />
  );
}
