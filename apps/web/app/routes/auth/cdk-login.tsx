import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DeviceApproval } from '~/features/auth/DeviceApproval';
import { currentUserOf } from '~/features/auth/loader-data';
import { authMeta } from '~/features/auth/meta';
import { requireAccess } from '~/lib/access';

// The tool's verification_uri(_complete): a visitor logs in first and comes back with ?user_code=
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await currentUserOf(context);
  requireAccess(user, 'login', request.url);
  const userCode = new URL(request.url).searchParams.get('user_code') ?? '';
  return { url: `${context.publicUrl}/auth/cdk/login`, userCode, name: user!.nickname };
}

export const meta = authMeta('auth.cdk.title');

export default function CdkLoginRoute() {
  const { userCode, name } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('auth.cdk.title')}</h1>
      <p>{t('auth.cdk.signedInAs', { name })}</p>
      <DeviceApproval key={userCode} initialCode={userCode.trim().toUpperCase()} />
    </>
  );
}
