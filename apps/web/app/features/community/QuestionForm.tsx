import { Alert, Button, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  PRODUCT_NAME_MAX,
  QUESTION_DESCRIPTION_MAX,
  QUESTION_IMAGES_MAX,
  QUESTION_TAGS_MAX,
  QUESTION_TITLE_MAX,
  TAG_MAX,
  TOPIC_DESCRIPTION_MAX,
  TOPIC_IMAGES_MAX,
  questionBody,
} from '@occ/shared';
import { ImageUploader } from '~/components/social/ImageUploader';
import { serverFieldErrors, zodRule } from '~/lib/form-rules';
import { RequestError } from '~/lib/request';
import { useSaveQuestion, useSimilar } from './api/questions';
import { detailPath } from './query';
import {
  PRODUCT_KINDS,
  type Plate,
  type QuestionBody,
  type QuestionDetail,
  type QuestionKind,
  type Zone,
} from './types';
import { useFeedback } from '~/lib/feedback';

type Values = Omit<QuestionBody, 'kind' | 'zone'>;

const field = questionBody.shape;
/** the plate of course questions (migration 0008) */
const COURSE_PLATE = 'course';

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

/** Similar existing questions while the title is typed (debounced questions.similar). */
function SimilarQuestions({ title, excludeId }: { title: string; excludeId?: string }) {
  const { t } = useTranslation();
  const similar = useSimilar(useDebounced(title, 400));
  const items = (similar.data ?? []).filter((s) => s.id !== excludeId);
  if (!title.trim() || items.length === 0) return null;
  return (
    <div className="cm-similar" aria-live="polite" data-testid="similar">
      <span className="cm-muted">{t('community.form.similar')}</span>
      <ul>
        {items.map((s) => (
          <li key={s.id}>
            <Link to={`/community/qa/detail?id=${s.id}`} target="_blank" rel="noopener">
              {s.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Ask a question or start a topic (spec §3/§5), or edit one (`existing`). The shared zod schema
 * validates every field; the server's 422 lands on its field and the typed text stays.
 */
export function QuestionForm({
  kind,
  zone,
  plates,
  existing,
  prefillTitle,
  course,
  onDone,
}: {
  kind: QuestionKind;
  zone: Zone;
  plates: Plate[];
  existing?: QuestionDetail;
  /** a new question's title to start from (the assistant's "ask the community") */
  prefillTitle?: string;
  /** a new question about this course (course Q&A): shown, and sent as `courseId` */
  course?: { id: number; title: string };
  /** default: open the saved question */
  onDone?: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const save = useSaveQuestion(existing?.id);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const title = Form.useWatch('title', form) ?? '';
  const topic = kind === 'topic';
  const descMax = topic ? TOPIC_DESCRIPTION_MAX : QUESTION_DESCRIPTION_MAX;
  const imagesMax = topic ? TOPIC_IMAGES_MAX : QUESTION_IMAGES_MAX;

  const initial: Partial<Values> = existing
    ? {
        title: existing.title,
        plate: existing.plate.key,
        productKind: existing.productKind,
        productName: existing.productName,
        tags: existing.tags,
        description: existing.description,
        images: existing.images,
      }
    : {
        tags: [],
        images: [],
        ...(prefillTitle ? { title: prefillTitle } : {}),
        ...(course && plates.some((p) => p.key === COURSE_PLATE) ? { plate: COURSE_PLATE } : {}),
      };

  const submit = async (v: Values) => {
    if (uploading) {
      void message.warning(t('community.form.uploading'));
      return;
    }
    setFailure(null);
    try {
      const saved = await save.mutateAsync({
        ...v,
        kind,
        zone,
        images: v.images ?? [],
        ...(course ? { courseId: course.id } : {}),
      });
      void message.success(t(existing ? 'community.form.updated' : 'community.form.published'));
      if (onDone) onDone(saved.id);
      else await navigate(detailPath(saved));
    } catch (e) {
      if (e instanceof RequestError && e.status === 422)
        form.setFields(serverFieldErrors(e.envelope?.result) as never);
      setFailure(e instanceof RequestError && e.kind === 'business' ? e.message : t('community.form.failed'));
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(v) => void submit(v)}
      className="cm-form"
      data-testid="question-form"
    >
      {course ? (
        <Alert
          type="info"
          className="cm-form-alert"
          data-testid="question-course"
          title={t('community.form.aboutCourse', { title: course.title })}
        />
      ) : null}
      <Form.Item
        name="title"
        label={t(topic ? 'community.form.topicTitle' : 'community.form.title')}
        rules={[zodRule(field.title, 'title', locale)]}
        extra={topic ? null : <SimilarQuestions title={title} excludeId={existing?.id} />}
      >
        <Input maxLength={QUESTION_TITLE_MAX} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="plate"
        label={t('community.form.plate')}
        rules={[zodRule(field.plate, 'plate', locale)]}
      >
        <Select
          options={plates.map((p) => ({ value: p.key, label: p.name }))}
          placeholder={t('community.form.platePlaceholder')}
        />
      </Form.Item>
      <div className="cm-form-row">
        <Form.Item
          name="productKind"
          label={t('community.form.productKind')}
          rules={[zodRule(field.productKind, 'productKind', locale)]}
        >
          <Select
            options={PRODUCT_KINDS.map((k) => ({ value: k, label: t(`community.productKinds.${k}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="productName"
          label={t('community.form.productName')}
          rules={[zodRule(field.productName, 'productName', locale)]}
        >
          <Input maxLength={PRODUCT_NAME_MAX} />
        </Form.Item>
      </div>
      <Form.Item
        name="tags"
        label={t('community.form.tags', { max: QUESTION_TAGS_MAX })}
        rules={[zodRule(field.tags, 'tags', locale)]}
      >
        <Select
          mode="tags"
          maxCount={QUESTION_TAGS_MAX}
          tokenSeparators={[',', '，']}
          placeholder={t('community.form.tagsPlaceholder')}
          maxTagTextLength={TAG_MAX}
          aria-label={t('community.form.tags', { max: QUESTION_TAGS_MAX })}
          data-testid="tags"
        />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('community.form.description')}
        rules={[
          zodRule(field.description, 'description', locale),
          { max: descMax, message: t('community.form.descriptionMax', { max: descMax }) },
        ]}
      >
        <Input.TextArea rows={8} maxLength={descMax} showCount />
      </Form.Item>
      <Form.Item name="images" label={t('community.form.images', { max: imagesMax })}>
        <ImageUploader max={imagesMax} onBusy={setUploading} />
      </Form.Item>
      {failure ? <Alert type="error" title={failure} className="cm-form-alert" /> : null}
      <Button
        type="primary"
        htmlType="submit"
        loading={save.isPending}
        disabled={uploading}
        data-testid="question-submit"
      >
        {t(existing ? 'community.form.save' : topic ? 'community.form.startTopic' : 'community.form.submit')}
      </Button>
    </Form>
  );
}
