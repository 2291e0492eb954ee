import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StepResult } from '@occ/shared';
import { TestJobForm } from './TestJobForm';
import { TestJobList } from './TestJobList';

/** Test microservices on the reserved board (spec §1): define and run jobs, follow them, get reports. */
export function TestJobsDrawer({
  reservationId,
  open,
  live,
  onClose,
}: {
  reservationId: string;
  open: boolean;
  live: Record<string, StepResult[]>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} title={t('labConsole.tests.title')} size={640} mask={false}>
      <TestJobForm reservationId={reservationId} />
      <TestJobList reservationId={reservationId} live={live} enabled={open} />
    </Drawer>
  );
}
