import { Alert, Button, Empty, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '~/components/LinkButton';
import { LocalTime } from '~/components/LocalTime';
import { errorText } from '~/lib/form-errors';
import { useTicketLookup } from './api';
import { TicketStateTag } from './format';

const BY = ['account', 'phone', 'name'] as const;
type By = (typeof BY)[number];

/** `/admin/work_order_lookup`: a submitter's tickets by one of account, phone or name (spec §5). */
export function TicketLookup() {
  const { t } = useTranslation();
  const [by, setBy] = useState<By>('account');
  const [asked, setAsked] = useState<Partial<Record<By, string>> | null>(null);
  const q = useTicketLookup(asked);
  return (
    <div className="tk-detail">
      <LinkButton to="/admin/work_order" type="link" className="tk-back">
        {t('tickets.staff.back')}
      </LinkButton>
      <Form
        layout="inline"
        className="tk-follow-form"
        onFinish={({ value }: { value: string }) => setAsked({ [by]: value.trim() })}
        data-testid="ticket-lookup"
      >
        <Form.Item label={t('tickets.lookup.by')}>
          <Radio.Group
            value={by}
            onChange={(e) => setBy(e.target.value as By)}
            options={BY.map((b) => ({ value: b, label: t(`tickets.lookup.${b}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="value"
          label={t(`tickets.lookup.${by}`)}
          rules={[{ required: true, whitespace: true, message: t('tickets.lookup.required') }]}
        >
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Button htmlType="submit" type="primary" loading={q.isFetching}>
          {t('tickets.lookup.search')}
        </Button>
      </Form>
      {q.isError ? <Alert type="error" title={errorText(q.error)} /> : null}
      {q.data ? (
        q.data.length === 0 ? (
          <Empty description={t('tickets.lookup.none')} />
        ) : (
          <ul className="tk-items" data-testid="ticket-lookup-results">
            {q.data.map((i) => (
              <li key={i.id} className="tk-item">
                <Link to={`/admin/work_order_detail/${i.id}`} className="tk-item-title">
                  <span className="tk-number">{i.number}</span> {i.title}
                </Link>
                <div className="tk-item-meta">
                  <TicketStateTag state={i.state} />
                  <LocalTime iso={i.createdAt} withTime />
                </div>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
