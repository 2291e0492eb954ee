import { type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translate, type CompleteLocale, type PostDraft } from '@occ/shared';
import { serverFieldErrors } from '~/lib/form-rules';
import { RequestError } from '~/lib/request';
import { submitPost, usePostsChanged } from '../api';
import { externalImages } from './external-images';
import type { useAutoSave } from './useAutoSave';
import { useFeedback } from '~/lib/feedback';

/**
 * Submitting the post: every rule checked, external images confirmed, the whole form saved, then
 * sent to review; a refusal marks the fields the server named and says why.
 */
export function useSubmitPost({
  form,
  locale,
  uploads,
  auto,
  values,
}: {
  form: FormInstance<PostDraft>;
  locale: CompleteLocale;
  /** uploads in flight: submitting waits for them */
  uploads: number;
  auto: ReturnType<typeof useAutoSave>;
  values: () => PostDraft;
}) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const changed = usePostsChanged();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

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

  return { submit, failure, submitting };
}
