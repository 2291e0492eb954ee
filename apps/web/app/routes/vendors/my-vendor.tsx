import { useTranslation } from 'react-i18next';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { VendorProfileForm } from '~/features/vendors/VendorProfileForm';
import css from '~/features/vendors/vendors.css?url';
import { translateFor } from '~/i18n';
import { EnterpriseGuard } from '~/lib/access';
import { localeOfMatches } from '~/lib/meta';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: css }];

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/people/my/vendor` };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return [
    { title: `${translateFor(locale, 'vendors.mine.title')} · ${translateFor(locale, 'app.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
};

/** /people/my/vendor ("vendor info", enterprise guard): edit my organisation's vendor profile. */
export default function MyVendorRoute() {
  const { t } = useTranslation();
  return (
    <EnterpriseGuard>
      <section aria-labelledby="vnd-mine-title">
        <h1 id="vnd-mine-title">{t('vendors.mine.title')}</h1>
        <p>{t('vendors.mine.description')}</p>
        <VendorProfileForm />
      </section>
    </EnterpriseGuard>
  );
}
