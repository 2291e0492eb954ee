import type { z } from 'zod';
import type { LabBoardCard, LabBoardProduct, labDevice, labFacets } from '@occ/shared';

/** A device of a board model (labBoards.get). */
export type LabDevice = z.infer<typeof labDevice>;

/** A live reservation of a device, as labBoards.get lists them for the slot picker. */
export interface BusySlot {
  deviceId: number;
  startsAt: string;
  endsAt: string;
}

/** labBoards.get: the card plus what the slot picker needs, and the catalogue product it is. */
export type BoardDetail = LabBoardCard & {
  devices: LabDevice[];
  busy: BusySlot[];
  product: LabBoardProduct | null;
};

export const TABS = ['reserve', 'devices', 'reservations', 'collection'] as const;
export type EvaluationTab = (typeof TABS)[number];

/** labBoards.facets: the values the filter bar offers. */
export type LabFacets = z.infer<typeof labFacets>;
