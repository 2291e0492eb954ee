import { useTranslation } from 'react-i18next';
import type { LabReservation } from '@occ/shared';
import { RequestError } from '~/lib/request';
import { useCancelReservation, useReleaseReservation } from '../api/reservations';
import { canCancel, canRelease } from '../lifecycle';
import { useFeedback } from '~/lib/feedback';

/**
 * Cancel (before the slot) and release (during it), each behind a confirmation (spec §4).
 * Which buttons show follows the status and the clock (./lifecycle).
 */
export function useReservationActions() {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const cancel = useCancelReservation();
  const release = useReleaseReservation();

  const confirm = (r: LabReservation, action: 'cancel' | 'release') =>
    modal.confirm({
      title: t(action === 'cancel' ? 'lab.actions.cancelTitle' : 'lab.actions.releaseTitle'),
      content: t(action === 'cancel' ? 'lab.actions.cancelBody' : 'lab.actions.releaseBody', {
        board: r.board.name,
        device: r.device.name,
      }),
      okText: t(action === 'cancel' ? 'lab.actions.cancelOk' : 'lab.actions.releaseOk'),
      okButtonProps: { danger: true },
      cancelText: t('lab.actions.keep'),
      onOk: async () => {
        try {
          await (action === 'cancel' ? cancel : release).mutateAsync(r.id);
          void message.success(t(action === 'cancel' ? 'lab.actions.cancelled' : 'lab.actions.released'));
        } catch (e) {
          void message.error(e instanceof RequestError ? e.message : String(e));
        }
      },
    });

  return {
    canCancel: (r: LabReservation) => canCancel(r, Date.now()),
    canRelease: (r: LabReservation) => canRelease(r, Date.now()),
    confirmCancel: (r: LabReservation) => confirm(r, 'cancel'),
    confirmRelease: (r: LabReservation) => confirm(r, 'release'),
    pending: cancel.isPending || release.isPending,
  };
}
