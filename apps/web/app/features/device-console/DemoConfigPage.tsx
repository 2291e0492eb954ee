import { Button, Form, Input, InputNumber, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataModel, DemoConfig } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { errorText, showOnFields } from '~/lib/form-errors';
import { useFirmware, useProduct } from './api';
import { DevicePage, LoadFailed, ProductLinks } from './parts';
import { useDemoBoards, useDemoConfig, useSaveDemoConfig } from './production-api';
import { useFeedback } from '~/lib/feedback';

type Sample = string | number | boolean;
interface Values {
  firmwareId: string | null;
  labBoardModelId: number | null;
  sampleData: Record<string, Sample | null | undefined>;
}

/**
 * One sample value input of the property's declared type; left empty, the demo does not show it.
 * Form.Item hands its value and onChange to this component, which passes them to the control.
 */
function SampleInput({
  type,
  id,
  value,
  onChange,
}: {
  type: DataModel['properties'][number]['type'];
  id: string;
  value?: Sample | null;
  onChange?: (v: Sample | null) => void;
}) {
  const { t } = useTranslation();
  if (type === 'bool')
    return (
      <Select
        id={id}
        allowClear
        value={typeof value === 'boolean' ? value : undefined}
        onChange={(v: boolean | undefined) => onChange?.(v ?? null)}
        options={[
          { value: true, label: t('deviceConsole.yes') },
          { value: false, label: t('deviceConsole.no') },
        ]}
      />
    );
  if (type === 'int' || type === 'float')
    return (
      <InputNumber<number>
        id={id}
        value={typeof value === 'number' ? value : null}
        onChange={(v) => onChange?.(v)}
        precision={type === 'int' ? 0 : undefined}
        className="device-console-number"
      />
    );
  return (
    <Input
      id={id}
      maxLength={200}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}

/**
 * /admin/demo_config/:id: what a product shows at trade fairs and in the cloud lab — one of its
 * firmware images, sample values of its data model's properties, and the cloud-lab board the
 * "demonstrate" page opens a session on.
 */
export function DemoConfigPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const product = useProduct(id);
  const config = useDemoConfig(id);
  const firmware = useFirmware(id);
  const boards = useDemoBoards();
  const save = useSaveDemoConfig(id);
  const [form] = Form.useForm<Values>();
  const p = product.data;
  const c = config.data;

  const submit = async (v: Values) => {
    const sampleData = Object.fromEntries(
      Object.entries(v.sampleData ?? {}).filter(
        (e): e is [string, Sample] => e[1] !== null && e[1] !== undefined && e[1] !== '',
      ),
    );
    try {
      await save.mutateAsync({
        firmwareId: v.firmwareId ?? null,
        labBoardModelId: v.labBoardModelId ?? null,
        sampleData,
      });
      void message.success(t('deviceProduction.saved'));
    } catch (e) {
      if (!showOnFields(form, e)) void message.error(errorText(e));
    }
  };

  const initial = (cfg: DemoConfig): Values => ({
    firmwareId: cfg.firmwareId,
    labBoardModelId: cfg.labBoardModelId,
    sampleData: cfg.sampleData,
  });

  return (
    <DevicePage
      id="device-demo-config-title"
      title={t('deviceProduction.demoPageTitle', { name: p?.name ?? '' })}
    >
      {p && <ProductLinks product={p} />}
      {product.isError || config.isError ? (
        <LoadFailed
          error={product.error ?? config.error}
          retry={() => void Promise.all([product.refetch(), config.refetch()])}
        />
      ) : !p || !c ? (
        <Skeleton active aria-busy />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={initial(c)}
          onFinish={(v) => void submit(v)}
        >
          <p className="device-order-note">{t('deviceProduction.demoIntro')}</p>
          <Form.Item
            name="firmwareId"
            label={t('deviceProduction.demoFirmware')}
            help={t('deviceProduction.demoFirmwareHelp')}
          >
            <Select
              allowClear
              loading={firmware.isPending}
              className="device-console-select"
              options={(firmware.data ?? []).map((f) => ({ value: f.id, label: f.version }))}
              notFoundContent={t('deviceProduction.noFirmware')}
            />
          </Form.Item>
          <fieldset className="device-console-check">
            <legend>{t('deviceProduction.sampleData')}</legend>
            {p.dataModel.properties.length === 0 && <p>{t('deviceConsole.modelEmpty')}</p>}
            {p.dataModel.properties.map((prop) => (
              <Form.Item
                key={prop.id}
                name={['sampleData', prop.id]}
                label={`${prop.name}${prop.unit ? ` (${prop.unit})` : ''} · ${prop.type}`}
                htmlFor={`sample-${prop.id}`}
              >
                <SampleInput type={prop.type} id={`sample-${prop.id}`} />
              </Form.Item>
            ))}
          </fieldset>
          <Form.Item
            name="labBoardModelId"
            label={t('deviceProduction.demoBoard')}
            help={t('deviceProduction.demoBoardHelp')}
          >
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              loading={boards.isPending}
              className="device-console-select"
              options={(boards.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
            />
          </Form.Item>
          {c.labBoardModelId !== null && (
            <p>
              <Link to={`/cloud/board/${c.labBoardModelId}`}>
                {t('deviceProduction.openBoard', { name: c.labBoardName ?? '' })}
              </Link>
            </p>
          )}
          <div className="device-console-toolbar">
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('deviceProduction.save')}
            </Button>
            {c.updatedAt && (
              <span className="device-order-note">
                {t('deviceProduction.updatedAt')} <LocalTime iso={c.updatedAt} withTime />
              </span>
            )}
          </div>
        </Form>
      )}
    </DevicePage>
  );
}
