import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { Page } from '@occ/shared';
import { useQuestions } from './api/questions';
import { ListFilters } from './ListFilters';
import { QuestionList } from './QuestionList';
import { filtersFromSearch, listApiQuery, withFilter } from './query';
import type { Plate, QuestionCard, QuestionKind, Zone } from './types';

/** A filtered, sorted, paginated list of questions or topics; every filter lives in the URL. */
export function ListPage({
  kind,
  zone,
  plates,
  initial,
  initialQuery,
}: {
  kind: QuestionKind;
  zone?: Zone;
  plates: Plate[];
  initial: Page<QuestionCard>;
  initialQuery: string;
}) {
  const { t } = useTranslation();
  const [sp, setSp] = useSearchParams();
  const { pathname } = useLocation();
  const filters = filtersFromSearch(sp, kind, zone);
  const apiQuery = listApiQuery(filters);
  const list = useQuestions(apiQuery, apiQuery === initialQuery ? initial : undefined);
  const set = (key: 'plate' | 'tag' | 'sort' | 'page', value?: string) =>
    setSp(withFilter(sp, key, value), { preventScrollReset: key !== 'page' });
  return (
    <>
      <ListFilters
        plates={plates}
        plate={filters.plate}
        tag={filters.tag}
        sort={filters.sort}
        onPlate={(v) => set('plate', v)}
        onTag={(v) => set('tag', v)}
        onSort={(v) => set('sort', v)}
      />
      <p className="cm-muted" aria-live="polite" data-testid="list-total">
        {list.data ? t('community.list.total', { count: list.data.total }) : null}
      </p>
      <QuestionList
        page={list.data}
        loading={list.isFetching}
        failed={list.isError}
        pageHref={(p) => {
          const search = withFilter(sp, 'page', String(p)).toString();
          return search ? `${pathname}?${search}` : pathname;
        }}
        onTag={(v) => set('tag', v)}
        filtered={Boolean(filters.plate || filters.tag)}
      />
    </>
  );
}
