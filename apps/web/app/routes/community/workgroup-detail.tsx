import { useTranslation } from 'react-i18next';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { WorkgroupDetail } from '@occ/shared';
import { Breadcrumb } from '~/components/Breadcrumb';
import { workgroupLinks } from '~/features/workgroups/page-meta';
import { WorkgroupDetailView } from '~/features/workgroups/WorkgroupDetailView';
import { translateFor } from '~/i18n';
import { useCurrentUser } from '~/lib/current-user';
import { apiGet } from '~/lib/loader-api';
import { localeOfMatches, pageMeta } from '~/lib/meta';

export const links = workgroupLinks;

// /community/workgroup/:workgroupId: one group, server-rendered; an unknown id is the 404 page.
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = params.workgroupId ?? '';
  // a non-numeric id is simply an id that does not exist
  if (!/^\d{1,9}$/.test(id)) throw data(null, { status: 404 });
  const group = await apiGet<WorkgroupDetail>(context, `/api/workgroups/${id}`);
  return { group, url: `${context.publicUrl}/community/workgroup/${group.id}` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  if (!data) return [{ title: `404 · ${translateFor(locale, 'app.name')}` }];
  const { group, url } = data;
  return pageMeta({
    title: `${group.name} · ${translateFor(locale, 'workgroups.title')}`,
    description: group.description,
    url,
    locale,
  });
};

export default function WorkgroupDetailRoute() {
  const { t } = useTranslation();
  const { group } = useLoaderData<typeof loader>();
  const { user } = useCurrentUser();
  return (
    <>
      <Breadcrumb
        label={t('workgroups.breadcrumb')}
        trail={[
          { to: '/community', label: t('nav.community') },
          { to: '/community/workgroup', label: t('workgroups.title') },
        ]}
        current={group.name}
      />
      <WorkgroupDetailView group={group} signedIn={user !== null} />
    </>
  );
}
