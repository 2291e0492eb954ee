import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMergedSearchParams } from '~/lib/search-params';
import { FOLLOW_TABS, followTabOf } from './api';
import { FollowPeople } from './FollowPeople';

/** /people/my/follow: the people and the vendors I follow, one tab each; the tab is in the URL. */
export function FollowTabs() {
  const { t } = useTranslation();
  const [params, setParams] = useMergedSearchParams();
  const tab = followTabOf(params.get('tab'));
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) =>
        setParams(
          (p) => {
            if (key === 'people') p.delete('tab');
            else p.set('tab', key);
            return p;
          },
          { preventScrollReset: true },
        )
      }
      items={FOLLOW_TABS.map(([key, kind]) => ({
        key,
        label: t(`people.follows.tabs.${key}`),
        children:
          key === tab ? (
            <FollowPeople
              key={key}
              list="follows"
              kind={kind}
              empty={`people.follows.tabs.${key}Empty`}
              label={`people.follows.tabs.${key}`}
            />
          ) : null,
      }))}
    />
  );
}
