import {
  Children,
  useEffect,
  useEffectEvent,
  useId,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useLocale } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Carousel.css.ts';
import { useReducedMotion } from './useReducedMotion.ts';

export interface CarouselProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'aria-label'> {
  /** The carousel's accessible name ('Featured experts'); it is a named region. */
  label: string;
  /** The slides, one child each. */
  children: ReactNode;
  /**
   * Advances to the next slide every so many milliseconds, with a pause/play button. Rotation
   * pauses while the pointer is over the carousel or focus is inside it, and never runs when the
   * user prefers reduced motion. Without it the carousel only moves when asked.
   */
  intervalMs?: number;
  /** The shown slide, counted from 0 (controlled). */
  index?: number;
  /**
   * The slide shown first, counted from 0 (uncontrolled).
   * @default 0
   */
  defaultIndex?: number;
  /** Called with the index of the slide about to show. */
  onIndexChange?: (index: number) => void;
  /**
   * Names each slide and the visible position.
   * @default (position, count) => `Slide ${position} of ${count}`
   */
  slideLabel?: (position: number, count: number) => string;
  /**
   * @default 'Previous slide'
   */
  previousLabel?: string;
  /**
   * @default 'Next slide'
   */
  nextLabel?: string;
  /**
   * The rotation button's text while the slides rotate.
   * @default 'Pause slide show'
   */
  pauseLabel?: string;
  /**
   * The rotation button's text while rotation is stopped.
   * @default 'Play slide show'
   */
  playLabel?: string;
  ref?: Ref<HTMLElement>;
}

const defaultSlideLabel = (position: number, count: number) => `Slide ${position} of ${count}`;

/**
 * A set of slides shown one at a time, with previous/next buttons that wrap around. Slide changes
 * are announced politely unless the slides are rotating on their own.
 */
export function Carousel({
  label,
  children,
  intervalMs,
  index,
  defaultIndex = 0,
  onIndexChange,
  slideLabel = defaultSlideLabel,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  pauseLabel = 'Pause slide show',
  playLabel = 'Play slide show',
  className,
  onFocus,
  onBlur,
  onPointerEnter,
  onPointerLeave,
  ...props
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const slidesId = useId();
  const { direction } = useLocale();
  const reducedMotion = useReducedMotion();

  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const current = count === 0 ? 0 : Math.min(Math.max(index ?? ownIndex, 0), count - 1);
  const goTo = (next: number) => {
    const wrapped = ((next % count) + count) % count;
    if (index === undefined) setOwnIndex(wrapped);
    onIndexChange?.(wrapped);
  };

  const [isPlaying, setPlaying] = useState(true);
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const canRotate = intervalMs !== undefined && intervalMs > 0 && count > 1 && !reducedMotion;
  const isRotating = canRotate && isPlaying && !isHovered && !hasFocus;

  const advance = useEffectEvent(() => {
    goTo(current + 1);
  });
  // Re-armed on every slide change, so a manual move also restarts the wait.
  useEffect(() => {
    if (!isRotating) return undefined;
    const timer = window.setTimeout(advance, intervalMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [isRotating, current, intervalMs]);

  const [previousIcon, nextIcon] =
    direction === 'rtl' ? (['chevronRight', 'chevronLeft'] as const) : (['chevronLeft', 'chevronRight'] as const);

  return (
    <section
      {...props}
      aria-roledescription="carousel"
      aria-label={label}
      data-rotating={isRotating || undefined}
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      onFocus={(event: FocusEvent<HTMLElement>) => {
        onFocus?.(event);
        setHasFocus(true);
      }}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        onBlur?.(event);
        if (!event.currentTarget.contains(event.relatedTarget)) setHasFocus(false);
      }}
      onPointerEnter={(event: PointerEvent<HTMLElement>) => {
        onPointerEnter?.(event);
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={(event: PointerEvent<HTMLElement>) => {
        onPointerLeave?.(event);
        setHovered(false);
      }}
    >
      <div className={styles.controls}>
        {canRotate ? (
          <Button
            variant="secondary"
            size="sm"
            className={styles.rotationButton}
            aria-controls={slidesId}
            onPress={() => {
              setPlaying((playing) => !playing);
            }}
          >
            {isPlaying ? pauseLabel : playLabel}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          aria-label={previousLabel}
          aria-controls={slidesId}
          isDisabled={count < 2}
          onPress={() => {
            goTo(current - 1);
          }}
        >
          <Icon name={previousIcon} />
        </Button>
        <span className={styles.status} aria-hidden="true">
          {count > 0 ? slideLabel(current + 1, count) : null}
        </span>
        <Button
          variant="secondary"
          size="sm"
          aria-label={nextLabel}
          aria-controls={slidesId}
          isDisabled={count < 2}
          onPress={() => {
            goTo(current + 1);
          }}
        >
          <Icon name={nextIcon} />
        </Button>
      </div>
      {/* Announce slide changes unless the slides are turning on their own. */}
      <div id={slidesId} className={styles.slides} aria-live={isRotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <div
            // Slides are positional: their order never changes.
            key={position}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(position + 1, count)}
            hidden={position !== current}
            className={styles.slide}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}
