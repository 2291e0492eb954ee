import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import {
  contentLocale,
  POST_TITLE_MAX,
  postSubmitFields,
  postLink,
  translate,
  type PostDetail,
  type PostDraft,
} from '@occ/shared';
import { zodRule } from '~/lib/form-rules';
import { RequestError } from '~/lib/request';
import { usePostsChanged, withdrawPost } from '../api';
import { backupToRestore, clearBackup, readBackup, type DraftBackup } from './draft-backup';
import { EditorNotices } from './EditorNotices';
import { MarkdownEditor } from './MarkdownEditor';
import { SaveStatus } from './SaveStatus';
import { SettingsAndCover } from './SettingsAndCover';
import { EMPTY, useAutoSave } from './useAutoSave';
import { useLeaveGuard } from './useLeaveGuard';
import { useSubmitPost } from './useSubmitPost';
import { useFeedback } from '~/lib/feedback';

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
 * checked, confirms external images, and sends the post to review (useSubmitPost.tsx). The notices
 * above the form are EditorNotices.tsx, the settings and cover SettingsAndCover.tsx, the Markdown
 * toolbar MarkdownEditor.tsx.
 */
export function WritePage({ post }: { post: PostDetail | null }) {
  const { t, i18n } = useTranslation();
  const locale = contentLocale(i18n.language);
  const { message } = useFeedback();
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

  const { submit, failure, submitting } = useSubmitPost({ form, locale, uploads, auto, values });

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

  return (
    <div className="pt-write-page">
      <EditorNotices
        post={post}
        restored={restored}
        onWithdraw={() => void withdraw()}
        onDiscardRestored={discardRestored}
      />
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
        <SettingsAndCover property={property} locale={locale} onBusy={busy} />
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
