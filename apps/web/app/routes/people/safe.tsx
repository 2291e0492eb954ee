import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { privatePageMeta } from '~/features/people/page-meta';
import { BindingsCard } from '~/features/people/safe/BindingsCard';
import { PasswordCard } from '~/features/people/safe/PasswordCard';
import { SessionsCard } from '~/features/people/safe/SessionsCard';
import { TokensCard } from '~/features/people/safe/TokensCard';
import { localeOfMatches } from '~/lib/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/people/my/safe` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  privatePageMeta(localeOfMatches(matches), 'safe', data?.url);

/** Security settings: password, bindings, sessions and tool tokens, each loading on its own. */
export default function SecuritySettings() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="people-safe-title">
      <h1 id="people-safe-title">{t('people.safe.title')}</h1>
      <Flex vertical gap={24}>
        <PasswordCard />
        <BindingsCard />
        <SessionsCard />
        <TokensCard />
      </Flex>
    </section>
  );
}
