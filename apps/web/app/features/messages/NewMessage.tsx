import { Button, Modal, Select, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '~/lib/request';
import { errorText } from './errors';
import type { MessagePerson } from './types';

const TYPING_PAUSE_MS = 300;

/** GET /api/messages/recipients?q= (messages.recipients), once the typing pauses. */
function useRecipients(text: string) {
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return useQuery({
    queryKey: ['messages', 'recipients', q],
    queryFn: () => request<MessagePerson[]>('/api/messages/recipients', { query: { q } }),
    enabled: q.length > 0,
    placeholderData: (prev) => prev,
  });
}

/** "New message": pick a person by nickname or username, then their thread opens. */
export function NewMessage({ onPick }: { onPick: (person: MessagePerson) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const found = useRecipients(text);
  const people = text.trim() ? (found.data ?? []) : [];

  const close = () => {
    setOpen(false);
    setText('');
  };

  return (
    <>
      <Button
        type="primary"
        block
        onClick={() => setOpen(true)}
        style={{ marginBlockEnd: 12 }}
        data-testid="dm-new"
      >
        {t('people.messages.dm.new')}
      </Button>
      <Modal
        open={open}
        title={t('people.messages.dm.newTitle')}
        onCancel={close}
        footer={null}
        destroyOnHidden
      >
        <label htmlFor="dm-recipient" style={{ display: 'block', marginBlockEnd: 8 }}>
          {t('people.messages.dm.to')}
        </label>
        <Select<string>
          id="dm-recipient"
          showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
          value={null}
          style={{ inlineSize: '100%' }}
          placeholder={t('people.messages.dm.toPlaceholder')}
          notFoundContent={
            found.isFetching ? (
              <Spin size="small" />
            ) : found.isError ? (
              errorText(found.error)
            ) : text.trim() ? (
              t('people.messages.dm.noPeople')
            ) : null
          }
          options={people.map((p) => ({ value: p.id, label: p.nickname }))}
          onChange={(id) => {
            const person = people.find((p) => p.id === id);
            if (!person) return;
            close();
            onPick(person);
          }}
          data-testid="dm-recipient"
        />
      </Modal>
    </>
  );
}
