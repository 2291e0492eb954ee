import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  isHttpUrl,
  POST_PERMISSIONS,
  POST_PROPERTIES,
  POST_SOURCE_URL_MAX,
  POST_SUMMARY_DEFAULT_LENGTH,
  POST_SUMMARY_MAX,
  POST_TAGS_MAX,
  postSubmitFields,
  TAG_MAX,
  translate,
  type CompleteLocale,
  type PostProperty,
} from '@occ/shared';
import type { Rule } from 'antd/es/form';
import { zodRule } from '~/lib/form-rules';
import { CoverField } from './CoverField';

const field = postSubmitFields.shape;

/**
 * The post's settings beside its cover: summary, tags, property (a reprint names its source),
 * who may read it, and the cover picker.
 */
export function SettingsAndCover({
  property,
  locale,
  onBusy,
}: {
  property: PostProperty;
  locale: CompleteLocale;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
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
        <CoverField onBusy={onBusy} />
      </Form.Item>
    </div>
  );
}
