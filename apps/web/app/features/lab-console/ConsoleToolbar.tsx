import { Button, Dropdown } from 'antd';
import { forwardRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabResetBody } from '@occ/shared';
import { useFeedback } from '~/lib/feedback';

export type ConsolePanel = 'application' | 'hardware' | 'upload' | 'camera' | 'tests';

interface Props {
  reportHref: string;
  /** board actions are offered while the slot runs and the console is open */
  canOperate: boolean;
  resetting: LabResetBody['kind'] | null;
  onOpen: (panel: ConsolePanel) => void;
  onReset: (kind: LabResetBody['kind']) => void;
}

/** Arrow keys move between the toolbar's controls (WAI-ARIA toolbar pattern); Tab still works. */
function onArrows(e: KeyboardEvent<HTMLDivElement>) {
  if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
  // on phones the buttons are folded into one menu button: only the shown controls take part
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[data-toolbar-item]')].filter(
    (el) =>
      !el.hasAttribute('disabled') && el.getAttribute('aria-disabled') !== 'true' && el.offsetParent !== null,
  );
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (at < 0 || !items.length) return;
  e.preventDefault();
  const next =
    e.key === 'Home'
      ? 0
      : e.key === 'End'
        ? items.length - 1
        : (at + (e.key === 'ArrowRight' ? 1 : -1) + items.length) % items.length;
  items[next]?.focus();
}

/**
 * The bottom toolbar of spec §2: application and hardware loading, report, upload, camera, reset.
 * On phones the row of buttons folds into one "board actions" menu (CSS shows one or the other).
 */
export const ConsoleToolbar = forwardRef<HTMLDivElement, Props>(function ConsoleToolbar(
  { reportHref, canOperate, resetting, onOpen, onReset },
  ref,
) {
  const { t } = useTranslation();
  const { modal } = useFeedback();

  const confirmReset = (kind: LabResetBody['kind']) =>
    modal.confirm({
      title: t(`labConsole.reset.${kind}Title`),
      content: t(`labConsole.reset.${kind}Confirm`),
      okText: t(`labConsole.reset.${kind}`),
      okButtonProps: { danger: true },
      cancelText: t('labConsole.cancel'),
      onOk: () => onReset(kind),
    });

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={t('labConsole.toolbar.label')}
      className="console-toolbar"
      onKeyDown={onArrows}
      data-testid="console-toolbar"
    >
      <Button
        data-toolbar-item

        disabled={!canOperate}
        onClick={() => onOpen('application')}
      >
        {t('labConsole.toolbar.application')}
      </Button>
      <Button data-toolbar-item disabled={!canOperate} onClick={() => onOpen('hardware')}>
        {t('labConsole.toolbar.hardware')}
      </Button>
      <Button data-toolbar-item href={reportHref} download>
        {t('labConsole.toolbar.report')}
      </Button>
      <Button data-toolbar-item disabled={!canOperate} onClick={() => onOpen('upload')}>
        {t('labConsole.toolbar.upload')}
      </Button>
      <Button data-toolbar-item disabled={!canOperate} onClick={() => onOpen('camera')}>
        {t('labConsole.toolbar.camera')}
      </Button>
      <Dropdown
        trigger={['click']}
        disabled={!canOperate || resetting !== null}
        menu={{
          items: [
            { key: 'board', label: t('labConsole.reset.board') },
            { key: 'environment', label: t('labConsole.reset.environment') },
          ],
          onClick: ({ key }) => confirmReset(key as LabResetBody['kind']),
        }}
      >
        <Button
          data-toolbar-item

          loading={resetting !== null}
          disabled={!canOperate}
          aria-haspopup="menu"
        >
          {t('labConsole.toolbar.reset')}
        </Button>
      </Dropdown>
      <Button data-toolbar-item disabled={!canOperate} onClick={() => onOpen('tests')}>
        {t('labConsole.toolbar.tests')}
      </Button>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'application', label: t('labConsole.toolbar.application'), disabled: !canOperate },
            { key: 'hardware', label: t('labConsole.toolbar.hardware'), disabled: !canOperate },
            {
              key: 'report',
              label: (
                <a href={reportHref} download>
                  {t('labConsole.toolbar.report')}
                </a>
              ),
            },
            { key: 'upload', label: t('labConsole.toolbar.upload'), disabled: !canOperate },
            { key: 'camera', label: t('labConsole.toolbar.camera'), disabled: !canOperate },
            { key: 'tests', label: t('labConsole.toolbar.tests'), disabled: !canOperate },
            { type: 'divider' },
            ...(['board', 'environment'] as const).map((kind) => ({
              key: `reset-${kind}`,
              label: t(`labConsole.reset.${kind}`),
              danger: true,
              disabled: !canOperate || resetting !== null,
            })),
          ],
          onClick: ({ key }) => {
            if (key.startsWith('reset-')) confirmReset(key.slice(6) as LabResetBody['kind']);
            else if (key !== 'report') onOpen(key as ConsolePanel);
          },
        }}
      >
        <Button
          data-toolbar-item
          className="console-toolbar-folded"
          loading={resetting !== null}
          aria-haspopup="menu"
          block
        >
          {t('labConsole.toolbar.label')}
        </Button>
      </Dropdown>
    </div>
  );
});
