import type { PageAreaBody } from '@occ/shared/admin';
import { MANUAL_CARDS, type LiveCardSource } from '@occ/shared/pages/blocks';
import type { FormField } from '@occ/shared/pages/forms';

// Shorthands for the seeded pages of typed blocks (both languages).
export type B = PageAreaBody['blocksZh'];
export const hero = (title: string, subtitle: string, buttons: { label: string; link: string }[] = []) => ({
  type: 'hero' as const,
  props: { title, subtitle, image: '', buttons },
});
export const md = (markdown: string) => ({ type: 'richText' as const, props: { markdown } });
export const cards = (title: string, items: [string, string, string?][]) => ({
  type: 'cards' as const,
  props: {
    title,
    ...MANUAL_CARDS,
    items: items.map(([t, text, link]) => ({ title: t, text, image: '', link: link ?? '' })),
  },
});
/** The newest published items of a source as cards (resolved when the page is read). */
export const liveCards = (title: string, liveSource: LiveCardSource, liveLimit = 6, liveFilter = '') => ({
  type: 'cards' as const,
  props: { title, liveSource, liveFilter, liveLimit, items: [] },
});
export const steps = (title: string, items: [string, string][]) => ({
  type: 'steps' as const,
  props: { title, items: items.map(([t, text]) => ({ title: t, text })) },
});
export const faq = (title: string, items: [string, string][]) => ({
  type: 'faq' as const,
  props: { title, items: items.map(([question, answer]) => ({ question, answer })) },
});
export const cta = (title: string, text: string, buttonLabel: string, buttonLink: string) => ({
  type: 'cta' as const,
  props: { title, text, buttonLabel, buttonLink },
});
export const contact = (title: string, text: string) => ({
  type: 'contactForm' as const,
  props: { title, text },
});
/** A form staff declared: its answers land in the console (form submissions). */
export const form = (
  formKey: string,
  title: string,
  text: string,
  successMessage: string,
  formFields: (Partial<FormField> & Pick<FormField, 'key' | 'label'>)[],
) => ({
  type: 'form' as const,
  props: {
    title,
    text,
    formKind: 'application' as const,
    formKey,
    successMessage,
    formFields: formFields.map((f) => ({
      type: 'text' as const,
      required: false,
      maxLength: 200,
      options: '',
      ...f,
    })),
  },
});
export const stats = (title: string, items: [string, string, string?][]) => ({
  type: 'statistics' as const,
  props: { title, items: items.map(([value, label, suffix]) => ({ value, label, suffix: suffix ?? '' })) },
});
/** Agenda rows: time, theme, guest speaker, enterprise (no video until the talk is recorded). */
export const agenda = (title: string, rows: [string, string, string, string][]) => ({
  type: 'agenda' as const,
  props: {
    title,
    items: rows.map(([time, theme, speaker, enterprise]) => ({
      time,
      theme,
      speaker,
      enterprise,
      videoUrl: '',
    })),
  },
});

export const page = (
  slug: string,
  titleZh: string,
  titleEn: string,
  blocksZh: B,
  blocksEn: B,
): PageAreaBody => ({
  slug,
  titleZh,
  titleEn,
  blocksZh,
  blocksEn,
});
/** The public list of certified products (approved chip certifications), searchable and paged. */
export const certified = (title: string, text: string, pageSize = 10) => ({
  type: 'certifiedProducts' as const,
  props: { title, text, pageSize },
});
