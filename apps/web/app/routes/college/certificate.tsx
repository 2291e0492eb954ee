import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { CertificateView } from '@occ/shared';
import { CertificateCard } from '~/features/college/CertificateView';
import { collegeLinks, collegePageMeta } from '~/features/college/page-meta';
import { apiCall } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

export const links = collegeLinks;

// /certificate/:id: anyone verifies a certificate (an unknown or malformed id is the 404 page).
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  if (!/^[A-Za-z0-9_-]{22}$/.test(id)) throw data(null, { status: 404 });
  const res = await apiCall<CertificateView>(context, `/api/college/certificates/${id}/verify`);
  if (!res.body.success)
    throw data({ message: res.body.message }, { status: res.status === 404 ? 404 : 500 });
  return { cert: res.body.result };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  collegePageMeta(localeOfMatches(matches), 'certificate', undefined, { private: true });

export default function CertificatePage() {
  const { cert } = useLoaderData<typeof loader>();
  return <CertificateCard cert={cert} />;
}
