import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '~/components/antd/lazy-antd';

// antd's image viewer (zoom, rotate, next/previous) loads on the first click of a picture (issue 14)
const ImagePreview = lazyWithAntd(() => import('./ImagePreview'));

/**
 * The pictures of a question as 120 px thumbnails (plain markup with antd Image's look); a click
 * or Enter opens them in antd's viewer, fetched then.
 */
export function QuestionImages({ images }: { images: string[] }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<number | null>(null);
  const [wanted, setWanted] = useState(false);
  const alt = (i: number) => t('community.upload.imageN', { n: i + 1 });
  return (
    <div className="cm-images">
      {images.map((src, i) => (
        <button
          key={src}
          type="button"
          className="cm-image"
          onClick={() => {
            setWanted(true);
            setCurrent(i);
          }}
        >
          <img src={src} width={120} alt={alt(i)} />
        </button>
      ))}
      {wanted ? (
        <Suspense fallback={null}>
          <ImagePreview
            items={images.map((src, i) => ({ src, alt: alt(i) }))}
            current={current}
            onClose={() => setCurrent(null)}
            onChange={setCurrent}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
