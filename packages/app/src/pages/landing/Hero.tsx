import { landing, landingLabels } from '@cloudexperts/domain';
import { RotatingText, useReducedMotion } from '@cloudexperts/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { accountModalSearch } from '../../auth/accountModalLink.ts';
import { heroCaptions, heroCopy, heroImages, heroStats } from './heroContent.ts';
import { HeroArt } from './HeroArt.tsx';
import * as styles from './Hero.css.ts';
import { useRotation } from './useRotation.ts';

const firstWord = landing.rotatingWords.slice(0, 1);

/**
 * The top of the landing page (spec document 1, section 2): the headline whose last word types
 * itself (Engineers, Developers, Designers, Architects, Talents; 80 ms a character), the two
 * sign-up paths, the figures, and three images that take turns every 4 s. One button pauses the
 * word and the images (WCAG 2.2.2); with reduced motion nothing moves and the button is not needed.
 */
export function Hero({ headingId }: { headingId: string }) {
  const reducedMotion = useReducedMotion();
  const [isPlaying, setPlaying] = useState(true);
  const isMoving = isPlaying && !reducedMotion;
  const shown = useRotation(heroImages.length, landing.heroRotationMs, isMoving);
  const imagesId = useId();

  return (
    <div className={styles.hero}>
      <div className={styles.heroText}>
        <h1 id={headingId} className={styles.headline}>
          {heroCopy.headlineStart}{' '}
          <RotatingText
            // Paused: the first word, still (a new instance starts from it when playing again).
            key={isMoving ? 'moving' : 'still'}
            className={styles.headlineWord}
            words={isMoving ? landing.rotatingWords : firstWord}
            typingDelayMs={landing.typingDelayMs}
            label={heroCopy.headlineWord}
          />
        </h1>
        <p className={styles.lead}>{heroCopy.lead}</p>
        <div className={styles.actions}>
          <Link to={{ search: accountModalSearch('signup', 'project_manager') }} className={styles.primaryAction}>
            {landingLabels.signUpPaths.projectManager}
          </Link>
          <Link to={{ search: accountModalSearch('signup', 'freelancer') }} className={styles.secondaryAction}>
            {landingLabels.signUpPaths.freelancer}
          </Link>
        </div>
        <ul className={styles.stats}>
          {heroStats.map((item) => (
            <li key={item.text} className={styles.stat}>
              <span className={styles.statValue}>{item.title}</span>{' '}
              <span className={styles.statLabel}>{item.text}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.heroArt}>
        <div id={imagesId}>
          {heroImages.map((image, index) => (
            <figure key={image} className={styles.heroFigure} hidden={index !== shown}>
              <HeroArt image={image} />
              <figcaption className={styles.caption}>{heroCaptions[image]}</figcaption>
            </figure>
          ))}
        </div>
        {reducedMotion ? null : (
          <div className={styles.artControls}>
            <button
              type="button"
              className={styles.motionButton}
              aria-controls={imagesId}
              onClick={() => {
                setPlaying((playing) => !playing);
              }}
            >
              {isPlaying ? heroCopy.pause : heroCopy.play}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
