import { Alert, Button, DatePicker, Form, Input, InputNumber, Modal, Skeleton, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CRITERION_MAX_POINTS, type PhaseEdit, type PhasesBody } from '@occ/shared';
import { holds } from '@occ/shared/admin/permissions';
import { useCurrentUser } from '~/lib/current-user';
import { errorText, showOnFields } from '~/lib/form-errors';
import { usePhases, useSavePhases } from './judging-api';
import { useFeedback } from '~/lib/feedback';

const PHASES_MAX = 10;
const CRITERIA_MAX = 10;

type PhaseValues = Omit<PhaseEdit, 'deadline'> & { deadline: Dayjs | null; saved?: boolean };
interface Values {
  phases: PhaseValues[];
}

/**
 * The phases of a competition (a row action of the console's activity list, competitions only):
 * each phase's key, title in both languages, deadline (work is locked after it) and judging
 * criteria with their points. A saved phase keeps its key and is not removed (its work stays).
 */
export function PhasesButton({ row }: { row: { id: number | string; title: string; kind: string } }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (row.kind !== 'competition' || !holds(user, 'activity.update')) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid={`phases-${row.id}`}>
        {t('events.console.phases.open')}
      </Button>
      {open ? <PhasesDialog row={row} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

const emptyCriterion = { key: '', titleZh: '', titleEn: '', max: 100 };

function PhasesDialog({
  row,
  onClose,
}: {
  row: { id: number | string; title: string };
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const phases = usePhases(row.id);
  const save = useSavePhases(row.id);
  const required = (key: string) => [{ required: true, message: t(`events.console.phases.${key}Required`) }];

  const submit = async (v: Values) => {
    const body: PhasesBody = {
      phases: v.phases.map((p) => ({
        key: p.key.trim(),
        titleZh: p.titleZh,
        titleEn: p.titleEn ?? '',
        deadline: p.deadline!.toISOString(),
        criteria: p.criteria.map((c) => ({ ...c, titleEn: c.titleEn ?? '' })),
      })),
    };
    try {
      await save.mutateAsync(body);
      void message.success(t('events.console.phases.saved', { count: body.phases.length }));
      onClose();
    } catch (e) {
      if (!showOnFields(form, e, i18n.language)) void message.error(errorText(e));
    }
  };

  return (
    <Modal
      open
      width={880}
      title={t('events.console.phases.title', { title: row.title })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('events.console.phases.save')}
      cancelText={t('events.cancelButton')}
      okButtonProps={{ disabled: !phases.data }}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <p>{t('events.console.phases.help')}</p>
      {phases.isError ? (
        <Alert type="error" title={errorText(phases.error)} />
      ) : !phases.data ? (
        <Skeleton active />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          name="phases"
          onFinish={(v) => void submit(v)}
          initialValues={{
            phases: phases.data.map((p) => ({ ...p, deadline: dayjs(p.deadline), saved: true })),
          }}
        >
          <Form.List name="phases">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, i) => {
                  const saved = Boolean(form.getFieldValue(['phases', field.name, 'saved']));
                  return (
                    <fieldset
                      key={field.key}
                      className="ev-phase"
                      aria-label={t('events.console.phases.phase', { n: i + 1 })}
                    >
                      <legend>{t('events.console.phases.phase', { n: i + 1 })}</legend>
                      <Space wrap align="start">
                        <Form.Item
                          name={[field.name, 'key']}
                          label={t('events.console.phases.key')}
                          rules={required('key')}
                          extra={saved ? t('events.console.phases.keyFixed') : undefined}
                        >
                          <Input maxLength={40} disabled={saved} />
                        </Form.Item>
                        <Form.Item
                          name={[field.name, 'titleZh']}
                          label={t('events.console.phases.titleZh')}
                          rules={required('title')}
                        >
                          <Input maxLength={60} />
                        </Form.Item>
                        <Form.Item name={[field.name, 'titleEn']} label={t('events.console.phases.titleEn')}>
                          <Input maxLength={60} />
                        </Form.Item>
                        <Form.Item
                          name={[field.name, 'deadline']}
                          label={t('events.console.phases.deadline')}
                          rules={required('deadline')}
                        >
                          <DatePicker showTime />
                        </Form.Item>
                      </Space>
                      <CriteriaList phase={field.name} />
                      {saved ? null : (
                        <Button size="small" danger onClick={() => remove(field.name)}>
                          {t('events.console.phases.remove', { n: i + 1 })}
                        </Button>
                      )}
                    </fieldset>
                  );
                })}
                <Button
                  onClick={() =>
                    add({ key: '', titleZh: '', titleEn: '', deadline: null, criteria: [emptyCriterion] })
                  }
                  disabled={fields.length >= PHASES_MAX}
                >
                  {t('events.console.phases.add')}
                </Button>
              </>
            )}
          </Form.List>
        </Form>
      )}
    </Modal>
  );
}

/** The judging criteria of one phase: key, title in both languages, the most points. */
function CriteriaList({ phase }: { phase: number }) {
  const { t } = useTranslation();
  return (
    <Form.List name={[phase, 'criteria']}>
      {(fields, { add, remove }) => (
        <div className="ev-criteria">
          <p className="ev-criteria-title">{t('events.console.phases.criteria')}</p>
          {fields.map((field, i) => (
            <Space
              key={field.key}
              wrap
              align="start"
              role="group"
              aria-label={t('events.console.phases.criterion', { n: i + 1 })}
            >
              <Form.Item
                name={[field.name, 'key']}
                label={t('events.console.phases.criterionKey')}
                rules={[{ required: true, message: t('events.console.phases.keyRequired') }]}
              >
                <Input maxLength={40} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'titleZh']}
                label={t('events.console.phases.titleZh')}
                rules={[{ required: true, message: t('events.console.phases.titleRequired') }]}
              >
                <Input maxLength={60} />
              </Form.Item>
              <Form.Item name={[field.name, 'titleEn']} label={t('events.console.phases.titleEn')}>
                <Input maxLength={60} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'max']}
                label={t('events.console.phases.max')}
                rules={[{ required: true, message: t('events.console.phases.maxRequired') }]}
              >
                <InputNumber min={1} max={CRITERION_MAX_POINTS} precision={0} />
              </Form.Item>
              {fields.length > 1 ? (
                <Button
                  size="small"
                  className="ev-criterion-remove"
                  onClick={() => remove(field.name)}
                  aria-label={t('events.console.phases.criterionRemove', { n: i + 1 })}
                >
                  {t('events.console.phases.criterionRemoveShort')}
                </Button>
              ) : null}
            </Space>
          ))}
          <Button size="small" onClick={() => add(emptyCriterion)} disabled={fields.length >= CRITERIA_MAX}>
            {t('events.console.phases.criterionAdd')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
