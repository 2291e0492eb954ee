import type { CompetitionView, CompleteLocale, Criterion, SubmissionView } from '@occ/shared';
import { renderMarkdown } from '../../platform/markdown';
import type { CompetitionRow, PhaseRow, SubmissionRow } from './service';

const pick = (locale: CompleteLocale, zh: string, en: string) => (locale === 'en-US' && en ? en : zh);

export function presentPhase(p: PhaseRow, locale: CompleteLocale, now = Date.now()) {
  return {
    key: p.key,
    title: pick(locale, p.titleZh, p.titleEn),
    deadline: p.deadline.toISOString(),
    open: p.deadline.getTime() > now,
    criteria: (p.criteria as Criterion[]).map((c) => ({
      key: c.key,
      title: pick(locale, c.titleZh, c.titleEn),
      max: c.max,
    })),
  };
}

export function presentSubmission(s: SubmissionRow, phase: string, teamName: string): SubmissionView {
  return {
    id: s.id,
    phase,
    teamName,
    title: s.title,
    description: s.description,
    repoUrl: s.repoUrl,
    videoUrl: s.videoUrl,
    files: s.files as SubmissionView['files'],
    updatedAt: s.updatedAt.toISOString(),
  };
}

export async function presentTabs(
  row: CompetitionRow,
  locale: CompleteLocale,
): Promise<Pick<CompetitionView, 'rulesHtml' | 'materialsHtml'>> {
  const [rulesHtml, materialsHtml] = await Promise.all([
    renderMarkdown(pick(locale, row.rulesZh, row.rulesEn)),
    renderMarkdown(pick(locale, row.materialsZh, row.materialsEn)),
  ]);
  return { rulesHtml, materialsHtml };
}

export const awardIn = (locale: CompleteLocale, w: { awardZh: string; awardEn: string }) =>
  pick(locale, w.awardZh, w.awardEn);
