import type { SensitiveAction, SensitiveWord } from '@occ/shared';
import type { SensitiveWordRow } from './sensitive-words';

export const presentWord = (row: SensitiveWordRow): SensitiveWord => ({
  id: row.id,
  word: row.word,
  action: row.action as SensitiveAction,
  createdAt: row.createdAt.toISOString(),
});
