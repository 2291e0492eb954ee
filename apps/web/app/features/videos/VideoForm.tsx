import { Alert, Button, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  contentLocale,
  translate,
  VIDEO_INTRODUCTION_MAX,
  VIDEO_NAME_MAX,
  VIDEO_TAGS_MAX,
  videoFields,
  type VideoDetail,
  type VideoFields,
} from '@occ/shared';
import { LinkButton } from '~/components/LinkButton';
import { serverFieldErrors, zodRule } from '~/lib/form-rules';
import { RequestError } from '~/lib/request';
import { useCreateVideo, useUpdateVideo, useVideo, useVideoAction } from './api';
import { CoverPicker } from './CoverPicker';
import { formatDuration } from './format';
import { ProcessingStatus } from './ProcessingStatus';
import { StateTag } from './StateTag';
import { nameFromFile } from './upload-check';
import { useChunkedUpload } from './useChunkedUpload';
import { VideoFileField } from './VideoFileField';
import { useFeedback } from '~/lib/feedback';

type Values = { name: string; tags: string[]; introduction: string };

const MY_VIDEOS = '/people/my/video';

/**
 * The upload page (/community/video/upload): a new video is the file (sent in resumable chunks
 * while the author fills in name, tags and introduction) and then saved as a draft; with ?id= the
 * same page edits it, shows the processing progress until the video is ready, its cover (frame
 * or upload) and the submit for review.
 */
export function VideoForm({ initial }: { initial?: VideoDetail }) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const locale = i18n.language;
  const loc = contentLocale(locale);
  const [form] = Form.useForm<Values>();
  const upload = useChunkedUpload();
  const create = useCreateVideo();
  const id = initial?.id ?? null;
  const video = useVideo(id, initial);
  const update = useUpdateVideo(id ?? '');
  const action = useVideoAction();
  const [fileError, setFileError] = useState<{ text: string; client: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const v = video.data ?? null;
  // "being uploaded" / "upload a file" no longer hold once the file is there
  const fileHelp =
    fileError && !(fileError.client && upload.snap?.phase === 'complete') ? fileError.text : null;
  const editable = v ? v.can.edit : true;

  const pick = (file: File) => {
    const started = upload.begin(file);
    if (started) {
      setFileError(null);
      if (!form.getFieldValue('name')) form.setFieldValue('name', nameFromFile(file.name, VIDEO_NAME_MAX));
    }
    return started;
  };

  const showError = (e: unknown) => {
    if (e instanceof RequestError && e.kind === 'business') {
      const fields = serverFieldErrors(e.envelope?.result);
      const onFile = fields.find((f) => f.name === 'uploadId' || f.name === 'file');
      if (onFile) setFileError({ text: onFile.errors[0] ?? e.message, client: false });
      const rest = fields.filter((f) => f !== onFile);
      if (rest.length) form.setFields(rest as Parameters<typeof form.setFields>[0]);
      else if (!onFile) setFailure(e.message);
      return;
    }
    setFailure(t('videos.upload.saveFailed'));
  };

  /** A new video needs its finished upload: the file's own error otherwise (also when other fields fail). */
  const uploadedId = (): string | null => {
    if (upload.busy) setFileError({ text: translate('uploadBusy', loc), client: true });
    else if (upload.snap?.phase !== 'complete' || !upload.snap.uploadId)
      setFileError({ text: translate('videoFileRequired', loc), client: true });
    else return upload.snap.uploadId;
    return null;
  };

  const save = async (values: Values) => {
    setFailure(null);
    const body: VideoFields = {
      name: values.name,
      tags: values.tags ?? [],
      introduction: values.introduction ?? '',
    };
    if (!id) {
      const uploadId = uploadedId();
      if (!uploadId) return;
      try {
        const created = await create.mutateAsync({ ...body, uploadId });
        upload.reset();
        void message.success(t('videos.upload.saved'));
        await navigate(`/community/video/upload?id=${encodeURIComponent(created.id)}`, { replace: true });
      } catch (e) {
        showError(e);
      }
      return;
    }
    try {
      await update.mutateAsync(body);
      void message.success(t('videos.upload.saved'));
    } catch (e) {
      showError(e);
    }
  };

  const submit = async () => {
    if (!id) return;
    setFailure(null);
    try {
      // unsaved edits go with it
      if (editable && form.isFieldsTouched()) await save(await form.validateFields());
      await action.mutateAsync({ id, action: 'submit' });
      void message.success(t('videos.actions.submitted'));
    } catch (e) {
      if (e instanceof RequestError) showError(e);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className="vd-form"
      initialValues={{ name: v?.name ?? '', tags: v?.tags ?? [], introduction: v?.introduction ?? '' }}
      onFinish={(values) => void save(values)}
      onFinishFailed={() => (id ? undefined : uploadedId())}
      disabled={!editable}
    >
      {v ? (
        <div className="vd-form-status">
          <div className="vd-form-state">
            <StateTag state={v.state} />
            {v.durationMs ? <span className="vd-muted">{formatDuration(v.durationMs)}</span> : null}
          </div>
          {v.failureCause ? (
            <Alert type="warning" showIcon title={t('videos.mine.failureCause', { cause: v.failureCause })} />
          ) : null}
          {v.removalReason ? (
            <Alert
              type="warning"
              showIcon
              title={t('videos.mine.removalReason', { reason: v.removalReason })}
            />
          ) : null}
          <ProcessingStatus
            processing={v.processing}
            progress={v.processingProgress}
            error={v.processingError}
          />
          {!editable ? <Alert type="info" showIcon title={t('videos.upload.withdrawToEdit')} /> : null}
        </div>
      ) : (
        <Form.Item
          label={t('videos.upload.file')}
          required
          validateStatus={fileHelp ? 'error' : undefined}
          help={fileHelp ?? undefined}
        >
          <VideoFileField
            snap={upload.snap}
            busy={upload.busy}
            onPick={pick}
            onPause={upload.pause}
            onResume={upload.resume}
            onCancel={() => void upload.cancel()}
          />
        </Form.Item>
      )}
      <Form.Item
        name="name"
        label={t('videos.fields.name')}
        rules={[zodRule(videoFields.shape.name, 'name', locale)]}
        required
      >
        <Input maxLength={VIDEO_NAME_MAX} showCount data-testid="video-name" />
      </Form.Item>
      <Form.Item
        name="tags"
        label={t('videos.fields.tags')}
        extra={t('videos.fields.tagsHelp', { max: VIDEO_TAGS_MAX })}
        rules={[zodRule(videoFields.shape.tags, 'tags', locale)]}
        required
      >
        <Select
          mode="tags"
          maxCount={VIDEO_TAGS_MAX}
          tokenSeparators={[',', '，']}
          open={false}
          suffixIcon={null}
          aria-label={t('videos.fields.tags')}
          data-testid="video-tags"
        />
      </Form.Item>
      <Form.Item
        name="introduction"
        label={t('videos.fields.introduction')}
        rules={[zodRule(videoFields.shape.introduction, 'introduction', locale)]}
      >
        <Input.TextArea
          rows={4}
          maxLength={VIDEO_INTRODUCTION_MAX}
          showCount
          data-testid="video-introduction"
        />
      </Form.Item>
      <Form.Item label={t('videos.fields.cover')}>
        {v ? (
          <CoverPicker
            videoId={v.id}
            coverUrl={v.coverUrl}
            editable={editable}
            onChanged={() => void video.refetch()}
          />
        ) : (
          <div className="vd-hint">{t('videos.cover.afterSave')}</div>
        )}
      </Form.Item>
      {failure ? <Alert type="error" showIcon title={failure} className="vd-form-alert" /> : null}
      <Space wrap>
        {editable ? (
          <Button
            type="primary"
            htmlType="submit"
            loading={create.isPending || update.isPending}
            data-testid="video-save"
          >
            {t(id ? 'videos.upload.saveChanges' : 'videos.upload.save')}
          </Button>
        ) : null}
        {v?.can.submit ? (
          <Button
            type="primary"
            htmlType="button"
            disabled={false}
            loading={action.isPending}
            onClick={() => void submit()}
            data-testid="video-submit"
          >
            {t('videos.actions.submit')}
          </Button>
        ) : null}
        <LinkButton to={MY_VIDEOS} disabled={false}>
          {t('videos.upload.toMine')}
        </LinkButton>
      </Space>
    </Form>
  );
}
