import { useTranslation } from 'react-i18next';
import type { LinksFunction, MetaFunction } from 'react-router';
import { LinkButton } from '~/components/LinkButton';
import { can, useConsoleInfo } from '~/features/admin-console/console-info';
import { VendorProfileForm } from '~/features/vendors/VendorProfileForm';
import css from '~/features/vendors/vendors.css?url';
import { translateFor } from '~/i18n';
import { localeOfMatches } from '~/lib/meta';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: css }];

export const meta: MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return [
    { title: `${translateFor(locale, 'vendors.mine.title')} · ${translateFor(locale, 'app.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
};

/**
 * /admin/vendor_info (spec §1 `vendor info`): a vendor's member edits its profile and locations
 * for review, as at /people/my/vendor; staff who keep every vendor's locations find them at
 * /admin/vendor_locate (the same menu entry).
 */
export default function AdminVendorInfo() {
  const { t } = useTranslation();
  const info = useConsoleInfo();
  return (
    <section aria-labelledby="vendor-info-title">
      <h1 id="vendor-info-title">{t('vendors.mine.title')}</h1>
      {can(info, 'vendors.read') ? (
        <p>
          <LinkButton to="/admin/vendor_locate">{t('vendors.locations.console')}</LinkButton>
        </p>
      ) : null}
      <p>{t('vendors.mine.description')}</p>
      <VendorProfileForm />
    </section>
  );
}
