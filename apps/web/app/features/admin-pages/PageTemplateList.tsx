import { Button, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { pagesArea } from '@occ/shared/admin';
import { LinkButton } from '~/components/LinkButton';
import { StatusPage } from '~/components/StatusPage';
import { errorText } from '~/lib/form-errors';
import { RequestError } from '~/lib/request';
import { usePageTemplates } from './api';

/**
 * The page templates (spec §1 `tpl`): what each one starts a page with, and a link to a new page
 * that begins from it (the page area's create form with the template chosen).
 */
export function PageTemplateList() {
  const { t } = useTranslation();
  const templates = usePageTemplates();
  if (templates.isPending) return <Skeleton active />;
  if (templates.isError) {
    const forbidden = templates.error instanceof RequestError && templates.error.status === 403;
    return (
      <StatusPage
        status={forbidden ? '403' : 'error'}
        title={<h2 className="result-title">{errorText(templates.error)}</h2>}
        extra={
          forbidden ? null : <Button onClick={() => void templates.refetch()}>{t('error.retry')}</Button>
        }
      />
    );
  }
  return (
    <>
      <p>{t('pages.templates.intro')}</p>
      <div className="console-template-list" data-testid="page-template-list">
        {templates.data.map((tpl) => {
          const name = t(`pages.templates.names.${tpl.key}`);
          return (
            <Card
              key={tpl.key}
              size="small"
              title={<h2 style={{ fontSize: 16, margin: 0 }}>{name}</h2>}
              style={{ marginBlockEnd: 16, maxInlineSize: 860 }}
              extra={
                <LinkButton to={`${pagesArea.editRoute}/new?template=${tpl.key}`} type="primary">
                  {t('pages.templates.use', { name })}
                </LinkButton>
              }
            >
              <ol style={{ margin: 0 }}>
                {tpl.blocksEn.map((b, i) => (
                  <li key={i}>{t(`adminConsole.blocks.types.${b.type}`)}</li>
                ))}
              </ol>
            </Card>
          );
        })}
      </div>
    </>
  );
}
