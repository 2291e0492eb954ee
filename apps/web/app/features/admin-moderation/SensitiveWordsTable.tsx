import { Button, Form, Input, Popconfirm, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, showOnFields } from './errors';
import { ScrollRegion } from '~/components/ScrollRegion';
import {
  WORD_ACTIONS,
  useCreateWord,
  useDeleteWord,
  useSensitiveWords,
  useUpdateWord,
  type SensitiveWord,
  type WordAction,
} from './api';
import { useFeedback } from '~/lib/feedback';

const WORD_MAX = 50;

function AddWordForm() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ word: string; action: WordAction }>();
  const create = useCreateWord();
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ action: 'block' }}
      aria-label={t('admin.moderation.words.add')}
      onFinish={(values) =>
        create.mutate(
          { word: values.word.trim(), action: values.action },
          {
            onSuccess: () => {
              form.resetFields(['word']);
              void message.success(t('admin.moderation.words.added', { word: values.word.trim() }));
            },
            onError: (e) => {
              if (!showOnFields(form, e)) void message.error(errorText(e));
            },
          },
        )
      }
      style={{ rowGap: 8, marginBlockEnd: 16 }}
    >
      <Form.Item
        name="word"
        label={t('admin.moderation.words.word')}
        rules={[
          { required: true, whitespace: true, message: t('admin.moderation.words.wordRequired') },
          { max: WORD_MAX, message: t('admin.moderation.words.wordTooLong', { max: WORD_MAX }) },
        ]}
      >
        <Input maxLength={WORD_MAX} />
      </Form.Item>
      <Form.Item name="action" label={t('admin.moderation.words.action')}>
        <Select
          style={{ minInlineSize: 160 }}
          options={WORD_ACTIONS.map((a) => ({ value: a, label: t(`admin.moderation.actions.${a}`) }))}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('admin.moderation.words.add')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/** /admin/sensitive-words: search, add with an action, change the action, delete after confirming. */
export function SensitiveWordsTable() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const q = useSensitiveWords(page, query);
  const update = useUpdateWord();
  const remove = useDeleteWord();

  const columns: ColumnsType<SensitiveWord> = [
    { key: 'word', title: t('admin.moderation.words.word'), render: (_, w) => w.word },
    {
      key: 'action',
      title: t('admin.moderation.words.action'),
      render: (_, w) => (
        <Select
          aria-label={t('admin.moderation.words.actionOf', { word: w.word })}
          value={w.action}
          style={{ minInlineSize: 160 }}
          options={WORD_ACTIONS.map((a) => ({ value: a, label: t(`admin.moderation.actions.${a}`) }))}
          onChange={(action) =>
            update.mutate(
              { id: w.id, action },
              {
                onSuccess: () => void message.success(t('admin.moderation.words.updated', { word: w.word })),
                onError: (e) => void message.error(errorText(e)),
              },
            )
          }
        />
      ),
    },
    {
      key: 'ops',
      title: t('admin.moderation.operations'),
      render: (_, w) => (
        <Popconfirm
          title={t('admin.moderation.words.deleteConfirm', { word: w.word })}
          okText={t('admin.moderation.words.delete')}
          cancelText={t('admin.common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            remove.mutateAsync(w.id).then(
              () => void message.success(t('admin.moderation.words.deleted', { word: w.word })),
              (e: unknown) => void message.error(errorText(e)),
            )
          }
        >
          <Button danger size="small" aria-label={t('admin.moderation.words.deleteWho', { word: w.word })}>
            {t('admin.moderation.words.delete')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <>
      <AddWordForm />
      <Space style={{ marginBlockEnd: 12 }}>
        <Input.Search
          allowClear
          aria-label={t('admin.moderation.words.search')}
          placeholder={t('admin.moderation.words.search')}
          onSearch={(v) => {
            setQuery(v.trim());
            setPage(1);
          }}
        />
      </Space>
      <ScrollRegion label={t('admin.moderation.words.title')}>
        <Table<SensitiveWord>
          rowKey="id"
          columns={columns}
          dataSource={q.data?.items ?? []}
          loading={q.isFetching}
          locale={{
            emptyText: q.isError ? t('admin.moderation.loadFailed') : t('admin.moderation.words.empty'),
          }}
          pagination={{
            current: page,
            pageSize: q.data?.pageSize ?? 10,
            total: q.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
        />
      </ScrollRegion>
    </>
  );
}
