import type { ComponentType } from 'react';
import type { PageBlockKey } from '@occ/shared/pages/blocks';
import { CardsBlock } from './CardsBlock';
import { ContactFormBlock } from './ContactFormBlock';
import { CtaBlock } from './CtaBlock';
import { FaqBlock } from './FaqBlock';
import { FormBlock } from './FormBlock';
import { HeroBlock } from './HeroBlock';
import { RichTextBlock } from './RichTextBlock';
import { StepsBlock } from './StepsBlock';
import { AgendaBlock } from './AgendaBlock';
import { DownloadsBlock } from './DownloadsBlock';
import { GalleryBlock } from './GalleryBlock';
import { PartnerLogosBlock } from './PartnerLogosBlock';
import { StatisticsBlock } from './StatisticsBlock';
import { TimelineBlock } from './TimelineBlock';
import { VideoBlock } from './VideoBlock';
import { CertifiedProductsBlock } from './CertifiedProductsBlock';

/**
 * One renderer per block type (packages/shared/src/pages/blocks.ts); a missing one fails
 * type-checking. `slug` is the page's (a form block sends its answers for that page).
 */
export const BLOCK_RENDERERS: Record<PageBlockKey, ComponentType<{ props: never; slug?: string }>> = {
  hero: HeroBlock,
  richText: RichTextBlock,
  cards: CardsBlock,
  steps: StepsBlock,
  faq: FaqBlock,
  cta: CtaBlock,
  contactForm: ContactFormBlock,
  form: FormBlock,
  agenda: AgendaBlock,
  gallery: GalleryBlock,
  video: VideoBlock,
  statistics: StatisticsBlock,
  partnerLogos: PartnerLogosBlock,
  timeline: TimelineBlock,
  downloads: DownloadsBlock,
  certifiedProducts: CertifiedProductsBlock,
};
