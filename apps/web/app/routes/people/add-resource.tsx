import { useTranslation } from 'react-i18next';
import { AddResource } from '~/features/resources/AddResource';
import { EnterpriseGuard } from '~/lib/access';

/** /people/my/download/addResource (enterprise guard): upload a resource. */
export default function AddResourceRoute() {
  const { t } = useTranslation();
  return (
    <EnterpriseGuard>
      <section aria-labelledby="people-add-resource-title">
        <h1 id="people-add-resource-title">{t('resources.form.title')}</h1>
        <AddResource />
      </section>
    </EnterpriseGuard>
  );
}
