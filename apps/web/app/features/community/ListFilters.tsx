import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from '~/components/plain/Choice';
import { ClosableTag } from '~/components/plain/plain';
import { SORTS, type Plate, type SortKey } from './types';

/** The plate filter, the active tag and the Latest / Hottest / Essence tabs of a list (all in the URL). */
export function ListFilters({
  plates,
  plate,
  tag,
  sort,
  onPlate,
  onTag,
  onSort,
}: {
  plates: Plate[];
  plate?: string;
  tag?: string;
  sort: SortKey;
  onPlate: (key?: string) => void;
  onTag: (tag?: string) => void;
  onSort: (sort: SortKey) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="cm-filters">
      <nav aria-label={t('community.list.plates')} className="cm-plates">
        <button
          type="button"
          className={plate ? 'cm-plate' : 'cm-plate cm-plate-on'}
          aria-pressed={!plate}
          onClick={() => onPlate(undefined)}
        >
          {t('community.list.allPlates')}
        </button>
        {plates.map((p) => (
          <button
            key={p.key}
            type="button"
            className={plate === p.key ? 'cm-plate cm-plate-on' : 'cm-plate'}
            aria-pressed={plate === p.key}
            onClick={() => onPlate(p.key)}
          >
            {p.name}
          </button>
        ))}
      </nav>
      <div className="cm-sortbar">
        <SegmentedChoice<SortKey>
          value={sort}
          onChange={onSort}
          aria-label={t('community.list.sort')}
          options={SORTS.map((s) => ({ value: s, label: t(`community.list.sorts.${s}`) }))}
        />
        {tag ? (
          <ClosableTag onClose={() => onTag(undefined)} closeLabel={t('community.list.clearTag')}>
            #{tag}
          </ClosableTag>
        ) : null}
      </div>
    </div>
  );
}
