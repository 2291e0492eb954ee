import { useTranslation } from 'react-i18next';
import { MyResources } from '~/features/resources/MyResources';
import { EnterpriseGuard } from '~/lib/access';

/** /people/my/download (enterprise guard): my uploaded resources. */
export default function MyDownload() {
  const { t } = useTranslation();
  return (
    <EnterpriseGuard>
      <section aria-labelledby="people-download-title">
        <h1 id="people-download-title">{t('resources.mine.title')}</h1>
        <MyResources />
      </section>
    </EnterpriseGuard>
  );
}
