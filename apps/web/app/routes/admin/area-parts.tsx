import type { FormInstance } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import type { AreaRow } from '~/features/admin-console/area/api';
import { DeviceStateButton } from '~/features/admin-lab/inventory/DeviceStateButton';
import { PreviewLinkPanel } from '~/features/admin-pages/PreviewLinkPanel';
import { TemplatePicker } from '~/features/admin-pages/TemplatePicker';
import { RevokeCertificate } from '~/features/college/console/RevokeCertificate';
import { CheckinTool } from '~/features/events/console/CheckinTool';
import { PhasesButton } from '~/features/events/console/PhasesButton';
import { ScoreButton } from '~/features/events/console/ScoreButton';
import { WinnersButton } from '~/features/events/console/WinnersButton';
import { WorkOrderLinks } from '~/features/tickets/WorkOrderLinks';

/**
 * Declared console areas' own parts beside what their declaration generates, by area key (the
 * route layer joins them, so the feature folders stay apart): a device row's state has its own
 * dialog, because changing it moves or cancels reservations.
 */
export const AREA_ROW_ACTIONS: Record<string, (row: AreaRow) => ReactNode> = {
  labDevice: (row) => (
    <DeviceStateButton device={{ id: Number(row.id), name: String(row.name), state: String(row.state) }} />
  ),
  certificates: (row) => (
    <RevokeCertificate id={String(row.id)} holder={String(row.holderName)} status={String(row.status)} />
  ),
  activity: (row) => {
    const competition = { id: row.id, title: String(row.titleZh), kind: String(row.kind) };
    return (
      <>
        <PhasesButton row={competition} />
        <WinnersButton row={competition} />
      </>
    );
  },
  competitionSubmissions: (row) => (
    <ScoreButton
      row={{
        id: row.id,
        competition: String(row.competition),
        phase: String(row.phase),
        title: String(row.title),
      }}
    />
  ),
};

/**
 * Declared areas' own links or tools in the list page's toolbar (pages of their own beside the
 * list; the participants list's check-in desk for the activity chosen in its filter).
 */
export const AREA_TOOLBARS: Record<string, ReactNode> = {
  workOrders: <WorkOrderLinks />,
  activitySignups: <CheckinTool />,
};

/** Declared areas' own controls on a saved item's page (shown to those who may edit it). */
export const AREA_ITEM_PARTS: Record<string, (row: AreaRow) => ReactNode> = {
  page: (row) => (
    <PreviewLinkPanel endpoint={`/api/content-pages/${encodeURIComponent(String(row.slug))}/preview-links`} />
  ),
  products: (row) => (
    <PreviewLinkPanel endpoint={`/api/admin/products/${encodeURIComponent(String(row.id))}/preview-links`} />
  ),
};

/** Declared areas' own controls above a new item's form: a new page starts from a template. */
export const AREA_NEW_ITEM_PARTS: Record<string, (form: FormInstance<Record<string, unknown>>) => ReactNode> =
  {
    page: (form) => <TemplatePicker form={form} />,
  };

// the live preview carries the public page renderer: only the page editor loads it
const PagePreviewAside = lazy(() => import('./page-preview'));

/**
 * Declared areas' own panel beside an item's form (new or saved), given the form: a page's live
 * preview of the unsaved blocks. Beside the form on a wide screen, under it on a narrow one.
 */
export const AREA_FORM_ASIDE: Record<string, (form: FormInstance<Record<string, unknown>>) => ReactNode> = {
  page: (form) => (
    <Suspense fallback={null}>
      <PagePreviewAside form={form} />
    </Suspense>
  ),
};
