import type { ComponentAreaBody } from '@occ/shared/admin';

/** A demo component: the console's body (both languages), published at seeding. */
export type SeedComponent = Omit<ComponentAreaBody, 'sort' | 'website' | 'descriptionEn'> & {
  website?: string;
  descriptionEn: string;
};

/** A release row: version, date (YYYY-MM-DD), notes. */
export const v = (version: string, releaseDate: string, notes: string) => ({ version, releaseDate, notes });
