import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Slide } from '@occ/shared';

const INTERVAL_MS = 6000;

/**
 * The home carousel: one slide visible, the others `hidden` (so nothing off-screen is focusable),
 * auto-advancing unless the pointer or keyboard focus is on it; dots are real buttons.
 */
export function HeroCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || slides.length < 2) return;
    const timer = setInterval(() => setCurrent((c) => (c + 1) % slides.length), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, slides.length]);

  if (!slides.length) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.carousel')}
      className="hero"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {slides.map((s, i) => (
        <div
          key={s.id}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} / ${slides.length}`}
          hidden={i !== current}
          className="hero-item"
        >
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
      {slides.length > 1 ? (
        <div className="hero-dots">
          {slides.map((s, i) => (
            <button
              key={s.id}
              type="button"
              aria-label={s.title}
              aria-current={i === current}
              onClick={() => setCurrent(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
