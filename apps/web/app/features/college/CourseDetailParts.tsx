import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseDetail } from '@occ/shared';
import { COURSE_QUESTIONS_PAGE } from '@occ/shared/college/constants';
import { PAGE_SIZE_MAX } from '@occ/shared/limits';
import { formatBytes } from '@occ/shared/resources/format';
import { Alert, ButtonLink, Empty, PlainButton, Tag } from '~/components/plain/plain';
import { useFeedback } from '~/lib/feedback';
import { RequestError } from '~/lib/request';
import { useCourseQuestions } from './api';

/** The course's key points, in the reader's language; nothing when it has none. */
export function CourseKeyPoints({ points }: { points: string[] }) {
  const { t } = useTranslation();
  if (!points.length) return null;
  return (
    <section aria-labelledby="cl-key-points" data-testid="course-key-points">
      <h2 id="cl-key-points">{t('college.course.keyPoints')}</h2>
      <ul className="cl-key-points">
        {points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </section>
  );
}

/** A material's download button: the signed link is asked for (and its code loaded) on click. */
function MaterialDownload({ id, label }: { id: number | string; label: string }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const onClick = () =>
    import('~/components/DownloadButton')
      .then((m) => m.startDownload(`/api/resources/${id}/link`))
      .catch((e: unknown) => {
        void message.error(
          e instanceof RequestError && e.kind === 'business' ? e.message : t('resources.linkFailed'),
        );
      });
  return (
    <PlainButton look={{ type: 'primary' }} aria-label={label} onClick={() => void onClick()}>
      {t('resources.download')}
    </PlainButton>
  );
}

/** The course's materials: resources of the directory, downloaded through their signed links. */
export function CourseMaterials({ materials }: { materials: CourseDetail['materials'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cl-materials" data-testid="course-materials">
      <h2 id="cl-materials">{t('college.course.materials')}</h2>
      {materials.length ? (
        <ul className="cl-materials">
          {materials.map((m) => (
            <li key={m.id} className="cl-material">
              <div>
                <strong>{m.name}</strong>
                <div className="cl-card-meta">
                  <Tag>{t(`resources.types.${m.type}`)}</Tag>
                  <span>
                    {t('resources.size')} {formatBytes(m.size)}
                  </span>
                  <span className="cl-material-file">{m.fileName}</span>
                </div>
              </div>
              <MaterialDownload id={m.id} label={t('resources.downloadNamed', { name: m.name })} />
            </li>
          ))}
        </ul>
      ) : (
        <Empty description={t('college.course.materialsEmpty')} />
      )}
    </section>
  );
}

/** Course Q&A: the community's questions about this course, newest first, and the ask action. */
export function CourseQuestions({ course }: { course: Pick<CourseDetail, 'id' | 'slug'> }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const size = Math.min(PAGE_SIZE_MAX, pages * COURSE_QUESTIONS_PAGE);
  const list = useCourseQuestions(course.id, size);
  const items = list.data?.items ?? [];
  return (
    <section aria-labelledby="cl-qa" data-testid="course-qa">
      <div className="cl-qa-head">
        <h2 id="cl-qa">{t('college.course.qa')}</h2>
        <ButtonLink to={`/community/qa/add?course=${encodeURIComponent(course.slug)}`}>
          {t('college.course.qaAsk')}
        </ButtonLink>
      </div>
      {list.isError ? <Alert type="error" title={t('college.course.qaFailed')} /> : null}
      {list.data && !items.length ? <Empty description={t('college.course.qaEmpty')} /> : null}
      <ul className="cl-qa">
        {items.map((q) => (
          <li key={q.id}>
            <Link to={`/community/qa/detail?id=${q.id}`}>{q.title}</Link>
            <span className="cl-card-meta">
              <span>{t('college.course.qaAnswers', { count: q.answersCount })}</span>
              {q.adopted ? <Tag>{t('college.course.qaAdopted')}</Tag> : null}
            </span>
          </li>
        ))}
      </ul>
      {(list.data?.total ?? 0) > items.length && size < PAGE_SIZE_MAX ? (
        <PlainButton look={{ loading: list.isFetching }} onClick={() => setPages((n) => n + 1)}>
          {t('college.course.qaMore')}
        </PlainButton>
      ) : null}
    </section>
  );
}
