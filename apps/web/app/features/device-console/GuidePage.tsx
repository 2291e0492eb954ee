import { Button, Form, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GUIDE_NOTE_MAX, type ProductionGuide } from '@occ/shared';
import { errorText } from '~/lib/form-errors';
import { useProduct } from './api';
import { DevicePage, LoadFailed, paths, ProductLinks } from './parts';
import { BatchTable } from './ProductionPage';
import { firmwareLink, resourceLink, useGuide, useSaveGuideNote } from './production-api';
import { useFeedback } from '~/lib/feedback';

/** Opens a signed download link fetched on demand (links expire, so none is kept in the page). */
function DownloadButton({
  fetchLink,
  label,
  testId,
}: {
  fetchLink: () => Promise<{ url: string }>;
  label: string;
  testId?: string;
}) {
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      data-testid={testId}
      loading={busy}
      onClick={() => {
        setBusy(true);
        fetchLink()
          .then(({ url }) => window.location.assign(url))
          .catch((e: unknown) => void message.error(errorText(e)))
          .finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}

function NoteEditor({ id, note }: { id: string; note: string }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const save = useSaveGuideNote(id);
  const [form] = Form.useForm<{ note: string }>();
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ note }}
      onFinish={(v) =>
        void save
          .mutateAsync(v.note ?? '')
          .then(() => message.success(t('deviceProduction.saved')))
          .catch((e: unknown) => message.error(errorText(e)))
      }
    >
      <Form.Item name="note" label={t('deviceProduction.noteEdit')} htmlFor="guide-note">
        <Input.TextArea id="guide-note" maxLength={GUIDE_NOTE_MAX} autoSize={{ minRows: 6, maxRows: 24 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('deviceProduction.save')}
      </Button>
    </Form>
  );
}

/** The steps, generated from the product's data. */
function Steps({ g }: { g: ProductionGuide }) {
  const { t } = useTranslation();
  return (
    <ol className="device-produce-steps" data-testid="guide-steps">
      <li>
        <h2 className="device-produce-step">{t('deviceProduction.stepTools')}</h2>
        {g.tools.length === 0 ? (
          <p>{t('deviceProduction.noTools')}</p>
        ) : (
          <ul className="device-produce-downloads">
            {g.tools.map((tool) => (
              <li key={tool.id}>
                <span>
                  {tool.name}
                  {tool.version ? ` ${tool.version}` : ''}
                </span>{' '}
                <DownloadButton
                  fetchLink={() => resourceLink(tool.id)}
                  label={t('deviceProduction.download')}
                />
              </li>
            ))}
          </ul>
        )}
      </li>
      <li>
        <h2 className="device-produce-step">{t('deviceProduction.stepFirmware')}</h2>
        {g.firmware ? (
          <>
            <p>{t('deviceProduction.firmwareText', { version: g.firmware.version, chip: g.chip })}</p>
            <p className="device-console-code">SHA-256 {g.firmware.sha256}</p>
            <DownloadButton
              testId="guide-firmware-download"
              fetchLink={() => firmwareLink(g.productId, g.firmware!.id)}
              label={t('deviceProduction.downloadFirmware', { version: g.firmware.version })}
            />
          </>
        ) : (
          <p>
            {t('deviceProduction.noFirmwareYet')}{' '}
            <Link to={paths.firmware(g.productId)}>{t('deviceConsole.firmwareTitle')}</Link>
          </p>
        )}
      </li>
      <li>
        <h2 className="device-produce-step">{t('deviceProduction.stepLicences')}</h2>
        <p>{t('deviceProduction.licencesText', { key: g.productKey })}</p>
        <BatchTable batches={g.batches} />
        <p>
          <Link to={paths.licences(g.productId)}>{t('deviceProduction.issueMore')}</Link>
        </p>
      </li>
      <li>
        <h2 className="device-produce-step">{t('deviceProduction.stepTest')}</h2>
        <p>
          {t('deviceProduction.testText')}{' '}
          <Link to={paths.produceInfo(g.productId)}>{t('deviceProduction.infoTitle')}</Link>
        </p>
      </li>
    </ol>
  );
}

/**
 * /admin/produce_guide/:id: how to flash firmware and burn licences for this product, generated
 * from its newest firmware, its licence batches and the resources directory's tools, with the
 * organisation's own markdown note (rendered by the server's sanitising pipeline).
 */
export function GuidePage({ id }: { id: string }) {
  const { t } = useTranslation();
  const product = useProduct(id);
  const guide = useGuide(id);
  const p = product.data;
  const g = guide.data;
  return (
    <DevicePage
      id="device-guide-title"
      title={t('deviceProduction.guidePageTitle', { name: p?.name ?? '' })}
      actions={p && <Link to={paths.produceInfo(p.id)}>{t('deviceProduction.infoTitle')}</Link>}
    >
      {p && <ProductLinks product={p} />}
      {guide.isError ? (
        <LoadFailed error={guide.error} retry={() => void guide.refetch()} />
      ) : !g ? (
        <Skeleton active aria-busy />
      ) : (
        <>
          <Steps g={g} />
          <h2>{t('deviceProduction.noteTitle')}</h2>
          {g.noteHtml ? (
            <div
              className="markdown-body"
              data-testid="guide-note"
              dangerouslySetInnerHTML={{ __html: g.noteHtml }}
            />
          ) : (
            <p>{t('deviceProduction.noNote')}</p>
          )}
          <section className="device-console-card">
            <NoteEditor id={id} note={g.note} />
          </section>
        </>
      )}
    </DevicePage>
  );
}
