import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import type { HeroSlide } from '../../content/home';

/** It stops while hovered or focused, and on Pause; a visitor who asks for reduced motion gets it paused. */
const HERO_INTERVAL_MS = 3000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const onReducedMotionChange = (change: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const [index, setIndex] = useState(0);
  // The prerendered page (and so hydration) says "Pause" for everyone; the preference applies right after.
  const reducedMotion = useSyncExternalStore(onReducedMotionChange, prefersReducedMotion, () => false);
  /** The visitor's own Pause or Play, which wins over the preference. */
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const paused = pausedByVisitor ?? reducedMotion;
  const [held, setHeld] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (paused || held || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), HERO_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, held, count]);

  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      className="hero-carousel"
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="hero-slides" aria-live={paused || held ? 'polite' : 'off'}>
        {slides.map((slide, i) => (
          <div
            key={slide.title}
            className="hero-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            hidden={i !== index}
          >
            <div className="hero-text">
              <h2 className="hero-title">{slide.title}</h2>
              <p className="hero-lead">{slide.text}</p>
              <Link to={slide.cta.to} className="btn btn-light btn-lg fw-semibold text-brand">
                {slide.cta.label}
              </Link>
            </div>
            <img
              className="hero-image"
              src={slide.image}
              alt=""
              width={560}
              height={400}
              fetchPriority={i === 0 ? 'high' : 'auto'}
            />
          </div>
        ))}
      </div>
      <div className="hero-controls">
        <button type="button" className="hero-control" aria-label="Previous slide" onClick={() => go(index - 1)}>
          ‹
        </button>
        {slides.map((slide, i) => (
          <button
            key={slide.title}
            type="button"
            className={`hero-dot ${i === index ? 'active' : ''}`}
            aria-label={`Show slide ${i + 1}: ${slide.title}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
          />
        ))}
        <button type="button" className="hero-control" aria-label="Next slide" onClick={() => go(index + 1)}>
          ›
        </button>
        <button type="button" className="hero-control hero-pause" onClick={() => setPausedByVisitor(!paused)}>
          {paused ? 'Play' : 'Pause'}
        </button>
      </div>
    </section>
  );
}
