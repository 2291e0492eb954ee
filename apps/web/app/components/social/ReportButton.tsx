import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '~/components/antd/lazy-antd';
import { PlainButton } from '~/components/plain/plain';
import { useLoginPrompt } from './useLoginPrompt';

// the form (antd Modal, Form, Radio) is fetched on the first click only (issue 14)
const ReportDialog = lazyWithAntd(() => import('./ReportDialog'));

/** Report content with a reason (spec §6: others can report); visitors get the login prompt. */
export function ReportButton({
  targetType,
  targetId,
  loggedIn,
}: {
  targetType: string;
  targetId: string;
  loggedIn: boolean;
}) {
  const { t } = useTranslation();
  const prompt = useLoginPrompt();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <PlainButton
        look={{ size: 'small', type: 'text' }}
        aria-haspopup="dialog"
        onClick={() => {
          if (!loggedIn) return prompt();
          setWanted(true);
          setOpen(true);
        }}
        data-testid="report"
      >
        {t('community.social.report')}
      </PlainButton>
      {wanted ? (
        <Suspense fallback={null}>
          <ReportDialog
            targetType={targetType}
            targetId={targetId}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
