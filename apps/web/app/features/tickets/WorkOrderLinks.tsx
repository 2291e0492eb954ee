import { useTranslation } from 'react-i18next';
import { LinkButton } from '~/components/LinkButton';

/** The work order queue's links to the workbench's own pages (lookup, reports). */
export function WorkOrderLinks() {
  const { t } = useTranslation();
  return (
    <>
      <LinkButton to="/admin/work_order_lookup" data-testid="work-order-lookup">
        {t('tickets.lookup.title')}
      </LinkButton>
      <LinkButton to="/admin/work_order_reports" data-testid="work-order-reports">
        {t('tickets.reports.title')}
      </LinkButton>
    </>
  );
}
