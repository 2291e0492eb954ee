import { useTranslation } from 'react-i18next';
import { MyFiles } from '~/features/resources/MyFiles';

/** /people/my/file: my files (the personal centre's layout requires login). */
export default function MyFile() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="people-file-title">
      <h1 id="people-file-title">{t('resources.files.title')}</h1>
      <MyFiles />
    </section>
  );
}
