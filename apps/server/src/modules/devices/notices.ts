import { translate, type CompleteLocale } from '@occ/shared';
import type { App } from '../../platform/types';
import { notify } from '../notifications/notify';
import type { CampaignRow } from './campaigns';
import type { ProductRow } from './scope';

const LOCALES: CompleteLocale[] = ['zh-CN', 'en-US'];

/**
 * A campaign paused itself at its failure threshold: whoever started it (else the product's
 * creator) gets a notice in both languages linking to the campaign page. Best effort, as every
 * notice: the pause is already committed.
 */
export async function noticeAutoPause(
  app: App,
  product: ProductRow,
  paused: { campaign: CampaignRow; version: string; failed: number; finished: number },
): Promise<void> {
  const userId = paused.campaign.createdBy ?? product.createdBy;
  if (!userId) return;
  const params = {
    product: product.name,
    version: paused.version,
    failed: String(paused.failed),
    finished: String(paused.finished),
    threshold: String(paused.campaign.failureThreshold),
  };
  await notify(app, {
    userId,
    category: 'system',
    kind: 'system',
    targetType: 'campaign',
    targetId: paused.campaign.id,
    summary: LOCALES.map((l) => translate('campaignAutoPausedNotice', l, params)).join(' / '),
    link: `/admin/fota_detail/${product.id}/${paused.campaign.id}`,
  });
}
