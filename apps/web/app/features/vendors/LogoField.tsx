import { useTranslation } from 'react-i18next';
import { PictureField } from '~/components/PictureField';

/**
 * The vendor form's logo (value: its URL): an address typed in, or an image uploaded
 * (vendors.uploadLogo) with the checks, progress bar and preview of a picture field.
 */
export function LogoField(props: { id?: string; value?: string; onChange?: (url: string) => void }) {
  const { t } = useTranslation();
  return (
    <PictureField
      {...props}
      upload="/api/my/vendor/logo"
      testId="vendor-logo"
      words={{
        upload: t('vendors.logo.upload'),
        uploaded: t('vendors.logo.uploaded'),
        failed: t('vendors.logo.failed'),
        progress: t('vendors.logo.progress'),
        preview: t('vendors.logo.preview'),
      }}
    />
  );
}
