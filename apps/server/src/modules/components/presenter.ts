import {
  productPath,
  type CatalogueKind,
  type ComponentCard,
  type ComponentCategory,
  type ComponentDetail,
  type ComponentTargetLink,
} from '@occ/shared';
import type { ComponentVersionJson } from '../../db/schema';
import { renderMarkdown } from '../../platform/markdown';
import { linkOf } from '../questions/community';
import type { ComponentCardRow, ComponentDetailRow } from './service';

const latestOf = (versions: ComponentVersionJson[]) => versions[0]?.version ?? null;

export function presentComponentCard(row: ComponentCardRow): ComponentCard {
  return {
    code: row.code,
    name: row.name,
    summary: row.summary,
    locale: row.locale,
    category: row.category as ComponentCategory,
    licence: row.licence,
    chips: row.chips,
    latestVersion: latestOf(row.versions),
  };
}

function linksOf(codes: string[], targets: ComponentDetailRow['targets']): ComponentTargetLink[] {
  return codes.map((code) => {
    const p = targets.get(code);
    return p
      ? {
          code,
          name: p.name,
          path: productPath({ kind: p.kind as CatalogueKind, category: p.category, code }),
        }
      : { code, name: code, path: null };
  });
}

export async function presentComponentDetail(row: ComponentDetailRow): Promise<ComponentDetail> {
  return {
    ...presentComponentCard(row),
    html: await renderMarkdown(row.description),
    repository: row.repository,
    website: row.website,
    maintainers: row.maintainers,
    versions: row.versions.map((v) => ({ version: v.version, date: v.releaseDate, notes: v.notes })),
    chipLinks: linksOf(row.chips, row.targets),
    boardLinks: linksOf(row.boards, row.targets),
    questions: row.questions.map((q) => ({
      id: q.id,
      title: q.title,
      path: linkOf(q),
      answersCount: q.answersCount,
      createdAt: q.createdAt.toISOString(),
    })),
    updatedAt: row.updatedAt.toISOString(),
  };
}
