import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { RESOURCE_PRODUCT_CODE_MAX, type ResourcePage } from '@occ/shared';
import { resourceQuery } from '~/features/resources/api';
import { ResourceDirectory } from '~/features/resources/ResourceDirectory';
import { translateFor } from '~/i18n';
import { apiGet } from '~/lib/loader-api';
import { localeOfMatches, pageMeta } from '~/lib/meta';

// /community/download: the resource directory (spec §2); ?type= (spec §3 enumeration), ?product=
// (a catalogue product's code), ?q=, ?page=.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const type = url.searchParams.get('type');
  const product = url.searchParams.get('product');
  const query = resourceQuery(
    type && /^[123]$/.test(type) ? type : null,
    1,
    '',
    product && product.length <= RESOURCE_PRODUCT_CODE_MAX ? product : null,
  );
  const initial = await apiGet<ResourcePage>(context, `/api/resources?${query}`);
  return { initial, url: `${context.publicUrl}/community/download` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  const title = `${translateFor(locale, 'resources.title')} · ${translateFor(locale, 'app.name')}`;
  const description = translateFor(locale, 'resources.description');
  return data ? pageMeta({ title, description, url: data.url, locale }) : [{ title }];
};

export default function DownloadRoute() {
  const { initial } = useLoaderData<typeof loader>();
  return <ResourceDirectory initial={initial} />;
}
