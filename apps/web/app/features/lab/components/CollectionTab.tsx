import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCollections } from '../api/boards';
import { BoardGrid } from './BoardGrid';
import type { CardActions } from './BoardCard';

/** The boards I collected, as evaluation cards. */
export function CollectionTab({ actions }: { actions: CardActions }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useCollections(page, true);
  return (
    <section aria-labelledby="lab-collection-title">
      <h2 id="lab-collection-title" className="sr-only">
        {t('lab.tabs.collection')}
      </h2>
      <BoardGrid page={q.data} loading={q.isFetching} failed={q.isError} actions={actions} onPage={setPage} />
    </section>
  );
}
