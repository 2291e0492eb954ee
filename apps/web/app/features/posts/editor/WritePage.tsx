import { Alert, App, Button, Checkbox, Form, Input, Radio, Select } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import {
  contentLocale,
  isHttpUrl,
  POST_PERMISSIONS,
  POST_PROPERTIES,
  POST_SOURCE_URL_MAX,
  POST_SUMMARY_DEFAULT_LENGTH,
  POST_SUMMARY_MAX,
  POST_TAGS_MAX,
  POST_TITLE_MAX,
  postSubmitFields,
  postLink,
  TAG_MAX,
  translate,
  type PostDetail,
  type PostDraft,
} from '@occ/shared';
import type { Rule } from 'antd/es/form';
import { serverFieldErrors, zodRule } from '~/lib/form-rules';
import { RequestError } from '~/lib/request';
import { submitPost, usePostsChanged, withdrawPost } from '../api';
import { CoverField } from './CoverField';
import { backupToRestore, clearBackup, readBackup, type DraftBackup } from './draft-backup';
import { externalImages } from './external-images';
import { MarkdownEditor } from './MarkdownEditor';
import { SaveStatus } from './SaveStatus';
import { EMPTY, useAutoSave } from './useAutoSave';
import { useLeaveGuard } from './useLeaveGuard';

const field = postSubmitFields.shape;

/** The fields the editor starts from: the working copy, else the submitted version. */
function serverFields(post: PostDetail): PostDraft {
  if (post.draft) return post.draft;
  return {
    title: post.title,
    summary: post.summary,
    content: post.content,
    tags: post.tags,
    cover: post.cover.startsWith('default:') || post.cover.startsWith('/uploads/') ? post.cover : '',
    property: post.property,
    sourceUrl: post.sourceUrl ?? '',
    permission: post.permission,
    disclaimer: false,
  };
}

/** The values as the server takes them (antd leaves untouched optional fields undefined). */
const normalise = (v: Partial<PostDraft>, base: PostDraft): PostDraft => ({
  ...base,
  ...v,
  tags: v.tags ?? base.tags,
});

/**
 * /community/post/write (and ?id= to edit): the blog editor of spec §3/§5. Every change is backed
 * up in the browser and auto-saved on the server; submitting saves the whole form with every rule
 * checked, confirms external images, and sends the post to review.
 */
export function WritePage({ post }: { post: PostDetail | null }) {
  const { t, i18n } = useTranslation();
  const locale = contentLocale(i18n.language);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [form] = Form.useForm<PostDraft>();
  const changed = usePostsChanged();
  const server = useMemo(
    () =>
      post
        ? { fields: serverFields(post), draftVersion: post.draftVersion, savedAt: post.draftSavedAt }
        : null,
    [post],
  );
  const initial = server?.fields;
  // the new post's id joins the address in place (a reload then opens it), without a router
  // navigation: the editor keeps its state and no loader runs again
  const onCreated = useCallback((id: string) => {
    const url = new URL(window.location.href);
    url.searchParams.set('id', id);
    window.history.replaceState(window.history.state, '', url);
  }, []);
  const auto = useAutoSave({ postId: post?.id ?? null, server, onCreated });
  useLeaveGuard(auto.dirtyRef);
  const [uploads, setUploads] = useState(0);
  const [restored, setRestored] = useState<DraftBackup | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const property = Form.useWatch('property', form) ?? initial?.property ?? 'original';
  const busy = (b: boolean) => setUploads((n) => Math.max(0, n + (b ? 1 : -1)));
  const canSubmit = !post || post.events.includes('submit');
  const { change } = auto;

  // local storage exists only in the browser: a backup newer than the server's copy comes back
  useEffect(() => {
    const backup = backupToRestore(server, readBackup(post?.id ?? null));
    if (!backup) return;
    form.setFieldsValue(backup.fields);
    change(backup.fields);
    // a one-time read of browser-only storage after hydration (the server cannot render it)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestored(backup);
    // once, for the copy the page was opened with
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const discardRestored = () => {
    const base = server?.fields;
    if (base) {
      form.setFieldsValue(base);
      change(base);
    }
    clearBackup(post?.id ?? null);
    setRestored(null);
  };

  const values = (): PostDraft =>
    normalise(form.getFieldsValue(true) as Partial<PostDraft>, initial ?? EMPTY);

  /** Resolves true when the author accepts the external images (or there are none). */
  const confirmExternal = (content: string) =>
    new Promise<boolean>((resolve) => {
      const external = externalImages(content, window.location.origin);
      if (!external.length) return resolve(true);
      modal.confirm({
        title: t('posts.editor.externalTitle'),
        content: (
          <div data-testid="external-images">
            <p>{t('posts.editor.externalText', { count: external.length })}</p>
            <ul className="pt-external-list">
              {external.map((url) => (
                <li key={url}>
                  <code>{url}</code>
                </li>
              ))}
            </ul>
          </div>
        ),
        okText: t('posts.editor.externalSubmit'),
        cancelText: t('posts.editor.externalBack'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const submit = async () => {
    setFailure(null);
    if (uploads > 0) {
      void message.warning(translate('uploadBusy', locale));
      return;
    }
    try {
      await form.validateFields();
    } catch {
      form.scrollToField(form.getFieldsError().find((f) => f.errors.length)?.name ?? 'title', {
        block: 'center',
      });
      return;
    }
    const v = values();
    if (!(await confirmExternal(v.content))) return;
    setSubmitting(true);
    try {
      const id = await auto.saveFull();
      const result = await submitPost(id);
      auto.finish();
      await changed();
      void message.success(t('posts.editor.submitted'));
      await navigate(`/people/my/post?tab=${result.state}`);
    } catch (e) {
      if (e instanceof RequestError && e.status === 422) {
        const fields = serverFieldErrors(e.envelope?.result);
        form.setFields(fields as never);
      }
      setFailure(
        e instanceof RequestError && e.kind === 'business' ? e.message : translate('publishFailed', locale),
      );
    } finally {
      setSubmitting(false);
    }
  };

  const withdraw = async () => {
    if (!post) return;
    try {
      await withdrawPost(post.id);
      await changed();
      void message.success(t('posts.actions.withdrawn'));
      // the loader reads the post again: it is a draft now, ready to submit
      await revalidator.revalidate();
    } catch (e) {
      void message.error(e instanceof RequestError ? e.message : String(e));
    }
  };

  const sourceRule: Rule = ({ getFieldValue }) => ({
    validator: async (_r, value: string | undefined) => {
      const v = (value ?? '').trim();
      if (getFieldValue('property') !== 'reprint') return;
      if (!v) throw new Error(translate('sourceUrlRequired', locale));
      if (!isHttpUrl(v)) throw new Error(translate('sourceUrlInvalid', locale));
      if (v.length > POST_SOURCE_URL_MAX)
        throw new Error(translate('sourceUrlTooLong', locale, { max: POST_SOURCE_URL_MAX }));
    },
  });

  return (
    <div className="pt-write-page">
      {post?.state === 'fail' && post.failureCause ? (
        <Alert
          type="error"
          showIcon
          className="pt-alert"
          title={t('posts.editor.failedTitle')}
          description={post.failureCause}
          data-testid="editor-failure-cause"
        />
      ) : null}
      {post?.state === 'been_removed' && post.removalReason ? (
        <Alert
          type="warning"
          showIcon
          className="pt-alert"
          title={t('posts.editor.removedTitle')}
          description={post.removalReason}
        />
      ) : null}
      {post?.state === 'published' ? (
        <Alert type="info" showIcon className="pt-alert" title={t('posts.editor.publishedNote')} />
      ) : null}
      {post?.state === 'audit' ? (
        <Alert
          type="warning"
          showIcon
          className="pt-alert"
          title={t('posts.editor.auditNote')}
          action={
            post.events.includes('withdraw') ? (
              <Button size="small" onClick={() => void withdraw()}>
                {t('posts.actions.withdraw')}
              </Button>
            ) : null
          }
        />
      ) : null}
      {restored ? (
        <Alert
          type="info"
          showIcon
          className="pt-alert"
          title={t('posts.editor.restored')}
          action={
            <Button size="small" onClick={discardRestored}>
              {t('posts.editor.discardRestored')}
            </Button>
          }
          data-testid="editor-restored"
        />
      ) : null}
      <Form<PostDraft>
        form={form}
        layout="vertical"
        initialValues={initial ?? EMPTY}
        onValuesChange={() => auto.change(values())}
        onFinish={() => void submit()}
        className="pt-form"
        data-testid="post-form"
        scrollToFirstError
      >
        <Form.Item
          name="title"
          label={t('posts.editor.title')}
          rules={[zodRule(field.title, 'title', locale)]}
        >
          <Input
            maxLength={POST_TITLE_MAX}
            showCount
            autoComplete="off"
            placeholder={t('posts.editor.titlePlaceholder')}
            data-testid="post-title"
          />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('posts.editor.content')}
          rules={[zodRule(field.content, 'content', locale)]}
        >
          <MarkdownEditor onBusy={busy} />
        </Form.Item>
        <div className="pt-form-grid">
          <div>
            <Form.Item
              name="summary"
              label={t('posts.editor.summary')}
              rules={[zodRule(field.summary, 'summary', locale)]}
            >
              <Input.TextArea
                rows={3}
                maxLength={POST_SUMMARY_MAX}
                showCount
                placeholder={t('posts.editor.summaryPlaceholder', { count: POST_SUMMARY_DEFAULT_LENGTH })}
                data-testid="post-summary"
              />
            </Form.Item>
            <Form.Item
              name="tags"
              label={t('posts.editor.tags', { max: POST_TAGS_MAX })}
              rules={[zodRule(field.tags, 'tags', locale)]}
            >
              <Select
                mode="tags"
                maxCount={POST_TAGS_MAX}
                tokenSeparators={[',', '，']}
                placeholder={t('posts.editor.tagsPlaceholder')}
                maxTagTextLength={TAG_MAX}
                aria-label={t('posts.editor.tags', { max: POST_TAGS_MAX })}
                data-testid="post-tags"
              />
            </Form.Item>
            <Form.Item name="property" label={t('posts.editor.property')}>
              <Radio.Group>
                {POST_PROPERTIES.map((p) => (
                  <Radio key={p} value={p} data-testid={`property-${p}`}>
                    {t(`posts.property.${p}`)}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            {property === 'reprint' ? (
              <Form.Item
                name="sourceUrl"
                label={t('posts.editor.sourceUrl')}
                rules={[sourceRule]}
                dependencies={['property']}
              >
                <Input
                  type="url"
                  maxLength={POST_SOURCE_URL_MAX}
                  placeholder="https://"
                  autoComplete="url"
                  data-testid="post-source"
                />
              </Form.Item>
            ) : null}
            <Form.Item name="permission" label={t('posts.editor.permission')}>
              <Radio.Group>
                {POST_PERMISSIONS.map((p) => (
                  <Radio key={p} value={p} data-testid={`permission-${p}`}>
                    {t(`posts.permission.${p}`)}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
          </div>
          <Form.Item name="cover" label={t('posts.editor.cover')}>
            <CoverField onBusy={busy} />
          </Form.Item>
        </div>
        <Form.Item
          name="disclaimer"
          valuePropName="checked"
          rules={[
            {
              validator: async (_r, v: boolean | undefined) => {
                if (v !== true) throw new Error(translate('disclaimerRequired', locale));
              },
            },
          ]}
        >
          <Checkbox data-testid="post-disclaimer">{t('posts.editor.disclaimer')}</Checkbox>
        </Form.Item>
        {failure ? (
          <Alert type="error" showIcon title={failure} className="pt-alert" data-testid="submit-failure" />
        ) : null}
        <div className="pt-actions">
          <Button
            type="primary"
            htmlType="submit"
            loading={submitting}
            disabled={!canSubmit}
            data-testid="post-submit"
          >
            {t(post && post.state !== 'drafts' ? 'posts.editor.resubmit' : 'posts.editor.submit')}
          </Button>
          <Button onClick={() => void auto.save()} disabled={submitting} data-testid="post-save">
            {t('posts.editor.saveDraft')}
          </Button>
          {post ? (
            <Button type="link" onClick={() => void navigate(postLink(post.id))}>
              {t('posts.editor.viewPost')}
            </Button>
          ) : null}
          <SaveStatus status={auto.status} savedAt={auto.savedAt} error={auto.error} dirty={auto.dirty} />
        </div>
      </Form>
    </div>
  );
}
