import { Carousel } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Slide } from '@occ/shared';

export function HeroCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  if (!slides.length) return null;
  return (
    <section aria-label={t('home.carousel')} className="hero">
      <Carousel autoplay autoplaySpeed={6000} dots={{ className: 'hero-dots' }}>
        {slides.map((s, i) => (
          <div key={s.id}>
            <Link to={s.linkUrl} className="hero-slide">
              <img
                src={s.imageUrl}
                alt=""
                width={1200}
                height={400}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                loading={i === 0 ? 'eager' : 'lazy'}
              />
              <span className="hero-caption">
                <strong>{s.title}</strong>
                <span>{s.subtitle}</span>
              </span>
            </Link>
          </div>
        ))}
      </Carousel>
    </section>
  );
}
