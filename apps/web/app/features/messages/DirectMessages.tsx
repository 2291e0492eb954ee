import { Avatar, Badge, Button, Empty, Form, Input, List, Result, Skeleton } from 'antd';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalTime } from '~/components/LocalTime';
import { errorText } from './errors';
import { useConversations, useSendMessage, useThread } from './api';
import { NewMessage } from './NewMessage';
import type { MessagePerson } from './types';

const THREAD_REFRESH_MS = 15_000;

/** Ctrl+Enter (Cmd+Enter on a Mac) sends, as spec §5 says. */
export const isSendChord = (e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>) =>
  e.key === 'Enter' && (e.ctrlKey || e.metaKey);

/** The textarea and send button under a thread; the text stays when sending fails. */
function Composer({ to }: { to: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendMessage();

  const submit = () => {
    if (send.isPending) return;
    if (!text.trim()) {
      setProblem(t('people.messages.dm.required'));
      return;
    }
    setProblem(null);
    send.mutate(
      { to, body: text },
      {
        onSuccess: () => setText(''),
        onError: (e) => setProblem(errorText(e)),
      },
    );
  };

  return (
    <Form layout="vertical" onFinish={submit} style={{ marginBlockStart: 12 }}>
      <Form.Item
        label={t('people.messages.dm.label')}
        htmlFor="dm-body"
        validateStatus={problem ? 'error' : undefined}
        help={problem ?? t('people.messages.dm.hint')}
      >
        <Input.TextArea
          id="dm-body"
          value={text}
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={2000}
          onChange={(e) => {
            setText(e.target.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={(e) => {
            if (isSendChord(e)) {
              e.preventDefault();
              submit();
            }
          }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        {t('people.messages.dm.send')}
      </Button>
    </Form>
  );
}

/** The conversation with one person, oldest at the top; older pages load on demand. */
function Thread({ other }: { other: MessagePerson }) {
  const { t } = useTranslation();

  const q = useThread(other.id);
  const bottom = useRef<HTMLDivElement>(null);
  const messages = useMemo(
    () =>
      (q.data?.pages.flatMap((p) => p.items) ?? [])
        .filter((m, i, all) => all.findIndex((x) => x.id === m.id) === i)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    [q.data],
  );
  const { refetch } = q;
  useEffect(() => {
    const id = setInterval(() => void refetch(), THREAD_REFRESH_MS);
    return () => clearInterval(id);
  }, [refetch]);
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);

  return (
    <section aria-labelledby="dm-thread-title" data-testid="dm-thread">
      <h2 id="dm-thread-title" style={{ fontSize: 18 }}>
        {t('people.messages.dm.with', { name: other.nickname })}
      </h2>
      {q.isPending ? (
        <Skeleton active />
      ) : q.isError ? (
        <Result
          status="error"
          title={t('people.messages.loadFailed')}
          extra={<Button onClick={() => void q.refetch()}>{t('people.retry')}</Button>}
        />
      ) : (
        <div
          role="log"
          aria-live="polite"
          aria-label={t('people.messages.dm.history')}
          tabIndex={0}
          style={{ maxBlockSize: 420, overflowY: 'auto', border: '1px solid #eee', padding: 12 }}
        >
          {q.hasNextPage ? (
            <Button size="small" onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
              {t('people.messages.dm.older')}
            </Button>
          ) : null}
          {messages.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('people.messages.dm.noMessages')} />
          ) : (
            messages.map((m) => {
              const { mine } = m;
              return (
                <div
                  key={m.id}
                  data-testid="dm-message"
                  style={{
                    display: 'flex',
                    justifyContent: mine ? 'flex-end' : 'flex-start',
                    marginBlock: 6,
                  }}
                >
                  <div
                    style={{
                      maxInlineSize: '75%',
                      padding: '6px 10px',
                      borderRadius: 8,
                      background: mine ? '#e6f0ff' : '#f5f5f5',
                      whiteSpace: 'pre-wrap',
                      overflowWrap: 'anywhere',
                    }}
                  >
                    <span className="sr-only">{mine ? t('people.messages.dm.me') : other.nickname}: </span>
                    {m.body}
                    <div style={{ fontSize: 12, color: '#595959' }}>
                      <LocalTime iso={m.createdAt} withTime />
                    </div>
                  </div>
                </div>
              );
            })
          )}
          <div ref={bottom} />
        </div>
      )}
      <Composer to={other.id} />
    </section>
  );
}

/** The direct-messages tab: conversations on one side, the chosen thread on the other. */
export function DirectMessages({
  withUser,
  onSelect,
}: {
  withUser: string | null;
  onSelect: (userId: string) => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useConversations(page);
  const items = q.data?.items ?? [];
  // the person picked for a new message, until the conversation list knows them
  const [picked, setPicked] = useState<MessagePerson | null>(null);
  const chosen: MessagePerson | null = withUser
    ? (items.find((c) => c.counterpart.id === withUser)?.counterpart ??
      (picked?.id === withUser ? picked : null) ?? {
        id: withUser,
        nickname: t('people.messages.dm.someone'),
        avatarUrl: null,
      })
    : null;

  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(200px, 1fr) 2fr', gap: 24 }}>
      <nav aria-label={t('people.messages.dm.conversations')}>
        <NewMessage
          onPick={(person) => {
            setPicked(person);
            onSelect(person.id);
          }}
        />
        {q.isPending ? (
          <Skeleton active />
        ) : q.isError ? (
          <Result
            status="error"
            title={t('people.messages.loadFailed')}
            extra={<Button onClick={() => void q.refetch()}>{t('people.retry')}</Button>}
          />
        ) : items.length === 0 ? (
          <Empty description={t('people.messages.dm.empty')} />
        ) : (
          <List
            dataSource={items}
            pagination={
              q.data.total > q.data.pageSize
                ? {
                    current: page,
                    pageSize: q.data.pageSize,
                    total: q.data.total,
                    onChange: setPage,
                    size: 'small',
                  }
                : false
            }
            renderItem={(c) => (
              <List.Item key={c.counterpart.id}>
                <Button
                  type="text"
                  block
                  aria-current={c.counterpart.id === withUser ? 'true' : undefined}
                  onClick={() => onSelect(c.counterpart.id)}
                  style={{
                    blockSize: 'auto',
                    textAlign: 'start',
                    justifyContent: 'flex-start',
                    background: c.counterpart.id === withUser ? '#e6f0ff' : undefined,
                  }}
                  data-testid="dm-conversation"
                >
                  <Badge count={c.unread ?? 0} size="small">
                    <Avatar size="small" src={c.counterpart.avatarUrl ?? undefined} alt="">
                      {c.counterpart.nickname.slice(0, 1).toUpperCase()}
                    </Avatar>
                  </Badge>
                  <span style={{ display: 'inline-flex', flexDirection: 'column', minInlineSize: 0 }}>
                    <strong>{c.counterpart.nickname}</strong>
                    {c.lastMessage ? (
                      <span
                        style={{
                          fontSize: 12,
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          maxInlineSize: 180,
                        }}
                      >
                        {c.lastMessage.body}
                      </span>
                    ) : null}
                  </span>
                </Button>
              </List.Item>
            )}
          />
        )}
      </nav>
      {chosen ? (
        <Thread key={chosen.id} other={chosen} />
      ) : (
        <Empty description={t('people.messages.dm.choose')} />
      )}
    </div>
  );
}
