import { Alert, Empty, Input, Pagination, Select, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TICKET_STATES } from '@occ/shared';
import { LinkButton } from '~/components/LinkButton';
import { LocalTime } from '~/components/LocalTime';
import { errorText } from '~/lib/form-errors';
import { useMergedSearchParams } from '~/lib/search-params';
import { useMyTickets, useTicketClasses } from './api';
import { TicketStateTag } from './format';

/**
 * `/my_work_order`: my tickets, or the ones I follow (a tab), newest first, with filters in the URL
 * (state, classification, number).
 */
export function TicketList() {
  const { t } = useTranslation();
  const [params, setParams] = useMergedSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const state = params.get('state') ?? undefined;
  const classification = params.get('classification') ?? undefined;
  const q = params.get('q') ?? undefined;
  const scope = params.get('scope') === 'following' ? 'following' : undefined;
  const list = useMyTickets({ page, state, classification, q, scope });
  const classes = useTicketClasses();
  const classLabel = (v: string) => classes.data?.find((c) => c.value === v)?.label ?? v;
  const set = (key: string, value: string | undefined) =>
    setParams((prev) => {
      if (value) prev.set(key, value);
      else prev.delete(key);
      if (key !== 'page') prev.delete('page');
      return prev;
    });
  const data = list.data;

  return (
    <div className="tk-list">
      <Tabs
        className="tk-tabs"
        activeKey={scope ?? 'mine'}
        onChange={(k) => set('scope', k === 'following' ? k : undefined)}
        items={[
          { key: 'mine', label: t('tickets.list.mine') },
          { key: 'following', label: t('tickets.list.following') },
        ]}
      />
      <div className="tk-toolbar">
        <Select
          allowClear
          value={state}
          placeholder={t('tickets.list.allStates')}
          aria-label={t('tickets.fields.state')}
          onChange={(v?: string) => set('state', v)}
          options={TICKET_STATES.map((s) => ({ value: s, label: t(`tickets.states.${s}`) }))}
        />
        <Select
          allowClear
          value={classification}
          placeholder={t('tickets.list.allClasses')}
          aria-label={t('tickets.fields.classification')}
          onChange={(v?: string) => set('classification', v)}
          options={(classes.data ?? []).map((c) => ({ value: c.value, label: c.label }))}
        />
        <Input.Search
          defaultValue={q}
          allowClear
          placeholder={t('tickets.list.search')}
          aria-label={t('tickets.list.search')}
          onSearch={(v) => set('q', v.trim() || undefined)}
        />
        <LinkButton to="/support_form" type="primary">
          {t('tickets.list.new')}
        </LinkButton>
      </div>
      {!data ? (
        list.isError ? (
          <Alert type="error" title={errorText(list.error)} />
        ) : (
          <Skeleton active />
        )
      ) : data.items.length === 0 ? (
        <Empty description={t(scope ? 'tickets.list.emptyFollowing' : 'tickets.list.empty')} />
      ) : (
        <ul className="tk-items" aria-busy={list.isFetching}>
          {data.items.map((i) => (
            <li key={i.id} className="tk-item">
              <Link to={`/work_order_detail?id=${i.id}`} className="tk-item-title">
                <span className="tk-number">{i.number}</span> {i.title}
              </Link>
              <div className="tk-item-meta">
                <TicketStateTag state={i.state} />
                <span>{classLabel(i.classification)}</span>
                <LocalTime iso={i.createdAt} withTime />
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > data.pageSize ? (
        <Pagination
          current={data.page}
          pageSize={data.pageSize}
          total={data.total}
          showSizeChanger={false}
          onChange={(p) => set('page', p > 1 ? String(p) : undefined)}
        />
      ) : null}
    </div>
  );
}
