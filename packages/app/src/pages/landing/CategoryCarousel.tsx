import { landing } from '@cloudexperts/domain';
import { Carousel, Chip } from '@cloudexperts/ui';
import { Link } from 'react-router';
import { categoryPath } from '../../site/paths.ts';
import { categories } from './content.ts';
import * as styles from './LandingParts.css.ts';

const slideLabel = (position: number, count: number) => `Platform ${position} of ${count}`;

/**
 * The expert-category carousel (spec document 1, sections 2 and 9: 20 s a slide): one slide per
 * platform, each opening its category's page (/category_page_description?category=, which this
 * module knows by its path only: the page and its words load with it). It pauses on hover and focus, has its own pause button, and stays still when
 * the user prefers reduced motion.
 */
export function CategoryCarousel() {
  return (
    <Carousel
      label="Expert categories"
      intervalMs={landing.categoryCarouselMs}
      slideLabel={slideLabel}
      previousLabel="Previous platform"
      nextLabel="Next platform"
    >
      {categories.map((category) => (
        <div key={category.platform} className={styles.slide}>
          <h3 className={styles.slideTitle}>{category.name}</h3>
          <p className={styles.slideText}>{category.text}</p>
          <ul className={styles.skills} aria-label={`${category.name} skills`}>
            {category.skills.map((skill) => (
              <li key={skill}>
                <Chip label={skill} />
              </li>
            ))}
          </ul>
          <Link to={categoryPath(category.platform)} className={styles.slideLink}>
            {`Browse ${category.name} experts`}
          </Link>
        </div>
      ))}
    </Carousel>
  );
}
