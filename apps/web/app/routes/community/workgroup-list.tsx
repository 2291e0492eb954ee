import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { Page, WorkgroupListItem } from '@occ/shared';
import { Breadcrumb } from '~/components/Breadcrumb';
import { workgroupLinks } from '~/features/workgroups/page-meta';
import { WorkgroupList } from '~/features/workgroups/WorkgroupList';
import { translateFor } from '~/i18n';
import { apiGet } from '~/lib/loader-api';
import { localeOfMatches, pageMeta } from '~/lib/meta';
import { useTranslation } from 'react-i18next';

export const links = workgroupLinks;

const PAGE_SIZE = 12;

// /community/workgroup: the special-interest groups (spec §2), the page in the URL.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get('page') ?? '1';
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) throw data(null, { status: 404 });
  const page = await apiGet<Page<WorkgroupListItem>>(
    context,
    `/api/workgroups?page=${raw}&pageSize=${PAGE_SIZE}`,
  );
  return { page, url: `${context.publicUrl}/community/workgroup` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  const title = `${translateFor(locale, 'workgroups.title')} · ${translateFor(locale, 'app.name')}`;
  const description = translateFor(locale, 'workgroups.description');
  return data ? pageMeta({ title, description, url: data.url, locale }) : [{ title }];
};

export default function WorkgroupListRoute() {
  const { t } = useTranslation();
  const { page } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumb
        label={t('workgroups.breadcrumb')}
        trail={[{ to: '/community', label: t('nav.community') }]}
        current={t('workgroups.title')}
      />
      <WorkgroupList items={page.items} total={page.total} page={page.page} pageSize={page.pageSize} />
    </>
  );
}
