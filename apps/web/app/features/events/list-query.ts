import {
  EVENT_KINDS,
  EVENT_MODES,
  EVENT_WHEN,
  normalizeCity,
  type EventKind,
  type EventMode,
  type EventWhen,
} from '@occ/shared';

export type { EventWhen };

/** The list page's state, all of it in the address (/activity?when=past&kind=…&city=…&mode=…&tag=…&page=2). */
export interface EventListState {
  when: EventWhen;
  kind?: EventKind;
  city?: string;
  mode?: EventMode;
  /** events carrying this tag */
  tag?: string;
  page: number;
}

const CITY_MAX = 40;
const TAG_MAX = 30;

export function listStateOf(params: URLSearchParams): EventListState {
  const when = params.get('when');
  const kind = params.get('kind');
  const mode = params.get('mode');
  const city = params.get('city')?.trim();
  const tag = params.get('tag')?.trim();
  const n = Number(params.get('page') ?? '1');
  return {
    when: (EVENT_WHEN as readonly string[]).includes(when ?? '') ? (when as EventWhen) : 'upcoming',
    kind: (EVENT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as EventKind) : undefined,
    mode: (EVENT_MODES as readonly string[]).includes(mode ?? '') ? (mode as EventMode) : undefined,
    // the canonical spelling, as the server stores it and lists it ("hangzhou" → 杭州)
    city: city && city.length <= CITY_MAX ? normalizeCity(city) : undefined,
    tag: tag && tag.length <= TAG_MAX ? tag : undefined,
    page: Number.isInteger(n) && n > 0 && n <= 100_000 ? n : 1,
  };
}

/** The query of a list state: only what differs from the defaults. */
export function listQueryOf(s: EventListState): URLSearchParams {
  const q = new URLSearchParams();
  if (s.when !== 'upcoming') q.set('when', s.when);
  if (s.kind) q.set('kind', s.kind);
  if (s.city) q.set('city', s.city);
  if (s.mode) q.set('mode', s.mode);
  if (s.tag) q.set('tag', s.tag);
  if (s.page > 1) q.set('page', String(s.page));
  return q;
}

export const activityHref = (s: EventListState) => {
  const q = listQueryOf(s).toString();
  return q ? `/activity?${q}` : '/activity';
};
