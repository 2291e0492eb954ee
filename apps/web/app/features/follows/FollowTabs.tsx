import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMergedSearchParams } from '~/lib/search-params';
import { FOLLOW_TABS, followTabOf, useFollowedVendors } from './api';
import { FollowedVendors } from './FollowedVendors';
import { FollowPeople } from './FollowPeople';

/**
 * /people/my/follow: the people and the vendors I follow, one tab each; the tab is in the URL. The
 * vendors tab shows the vendor organisations I follow, then the vendor accounts.
 */
export function FollowTabs() {
  const { t } = useTranslation();
  const [params, setParams] = useMergedSearchParams();
  const tab = followTabOf(params.get('tab'));
  // with organisations followed, the accounts list's empty state must not say "no vendor"
  const organisations = useFollowedVendors(1, tab === 'vendors').data?.total ?? 0;
  const emptyOf = (key: string) =>
    key === 'vendors' && organisations > 0
      ? 'people.follows.tabs.vendorAccountsEmpty'
      : `people.follows.tabs.${key}Empty`;
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
            <>
              {key === 'vendors' ? <FollowedVendors /> : null}
              <FollowPeople
                key={key}
                list="follows"
                kind={kind}
                empty={emptyOf(key)}
                label={`people.follows.tabs.${key}`}
              />
            </>
          ) : null,
      }))}
    />
  );
}
