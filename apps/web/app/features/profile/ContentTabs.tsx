import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthoredAnswer, Page, QuestionListItem } from '@occ/shared';
import { PanelTabs } from '~/components/plain/PanelTabs';
import { useMergedSearchParams } from '~/lib/search-params';
import { AuthoredAnswers } from './AuthoredAnswers';
import { AuthoredQuestions } from './AuthoredQuestions';
import { PROFILE_TABS, profilePageOf, profileTabOf, withTabPage, type ProfileTab } from './paths';

/** The page the server rendered, handed to the list it belongs to (and to no other). */
export type InitialList =
  | { tab: 'answers'; page: number; data: Page<AuthoredAnswer> }
  | { tab: 'questions' | 'topics'; page: number; data: Page<QuestionListItem> };

/**
 * A user's Questions, Answers and Topics in tabs; the tab and the page are in the URL
 * (?tab=answers&page=2) so they survive reloads and can be shared. `owner` is the user's own view.
 */
export function ContentTabs({
  userId,
  owner = false,
  initial,
}: {
  userId: string;
  owner?: boolean;
  initial?: InitialList;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useMergedSearchParams();
  const tab = profileTabOf(params.get('tab'));
  const page = profilePageOf(params.get('page'));
  const go = useCallback(
    (next: ProfileTab, nextPage = 1) =>
      setParams((p) => withTabPage(p, next, nextPage), { preventScrollReset: true }),
    [setParams],
  );
  const onPage = useCallback((p: number) => go(tab, p), [go, tab]);
  const hrefOf = (p: number) => `?${withTabPage(params, tab, p).toString()}`;
  const seed = initial && initial.tab === tab && initial.page === page ? initial : undefined;

  return (
    <PanelTabs
      activeKey={tab}
      onChange={(key) => go(key)}
      items={PROFILE_TABS.map((key) => ({
        key,
        label: t(`profile.tabs.${key}`),
        children:
          key !== tab ? null : key === 'answers' ? (
            <AuthoredAnswers
              userId={userId}
              page={page}
              onPage={onPage}
              hrefOf={hrefOf}
              owner={owner}
              initial={seed?.tab === 'answers' ? seed.data : undefined}
            />
          ) : (
            <AuthoredQuestions
              userId={userId}
              tab={key}
              page={page}
              onPage={onPage}
              hrefOf={hrefOf}
              owner={owner}
              initial={seed && seed.tab !== 'answers' ? seed.data : undefined}
            />
          ),
      }))}
    />
  );
}
