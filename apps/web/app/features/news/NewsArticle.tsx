import { useTranslation } from 'react-i18next';
import type { NewsDetail } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';

/** One news article: title, date, source, cover and the server-rendered body (public page and preview). */
export function NewsArticle({ news }: { news: NewsDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="news-detail" lang={news.locale}>
      <h1>{news.title}</h1>
      <p className="news-item-meta">
        <span>
          {t('news.published')}: <LocalTime iso={news.publishedAt} withTime />
        </span>
        <span>
          {t('news.source')}: {news.source}
        </span>
      </p>
      {news.locale !== i18n.language && i18n.language === 'en-US' ? (
        <p className="notice">{t('news.translationMissing')}</p>
      ) : null}
      {news.coverUrl ? (
        <img className="news-detail-cover" src={news.coverUrl} alt="" width={640} height={360} />
      ) : null}
      {/* html comes from the server's sanitising markdown pipeline */}
      <div className="markdown-body" dangerouslySetInnerHTML={{ __html: news.html }} />
    </article>
  );
}
