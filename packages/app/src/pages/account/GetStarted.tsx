import {
  applicationLimits,
  applicationWizardLabels,
  availabilityOptions,
  experienceOptions,
  platformOptions,
} from '@cloudexperts/domain';
import { Link, useLocation } from 'react-router';
import { platformLabels } from '../../site/platforms.ts';
import { primaryAction, secondaryAction } from '../content/content.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import * as styles from './account.css.ts';
import { accountLabels } from './labels.ts';
import { readStateEmail } from './navigationState.ts';
import { accountPaths } from './paths.ts';

const labels = accountLabels.getStarted;
const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;
const platforms = platformOptions.map((platform) => platformLabels[platform]).join(', ');
const range = (options: readonly string[]) => `${options[0] ?? ''} to ${options.at(-1) ?? ''}`;

/**
 * What each step asks for (spec document 1, section 5: the application wizard's rules; section 9:
 * its limits and options), in the order of `applicationWizardLabels.steps`.
 */
const stepDetails: readonly (readonly string[])[] = [
  [
    'Whether you apply as an individual or a company, your name (and a contact name for a company) and your current title.',
    `About Me: at least ${applicationLimits.aboutMeMinLength} characters about your work.`,
    `Your resume (${applicationLimits.resumeFormats}, up to ${megabytes(applicationLimits.resumeMaxBytes)}) and a profile photo (${applicationLimits.photoFormats}, up to ${megabytes(applicationLimits.photoMaxBytes)}).`,
    'Where you live (country, state or province, city), your citizenship and your language proficiency.',
  ],
  [
    `Your primary platform: ${platforms}.`,
    `At least ${applicationLimits.minSkills} skills from the list of technologies.`,
  ],
  [
    `Your hourly rate, from $${applicationLimits.hourlyRateMin} to $${applicationLimits.hourlyRateMax} an hour.`,
    'You see the service fee and what you receive before you go on.',
  ],
  [
    `How many hours a week you can work (${range(availabilityOptions).toLowerCase()}).`,
    'The date you would like to start.',
  ],
  [
    `Your years of experience (${range(experienceOptions).toLowerCase()}) and whether you have worked as an expert before.`,
    'Optionally your Skype and LinkedIn profiles, and your portfolio, education and certifications.',
  ],
  [
    `Every section at a glance, each with an ${applicationWizardLabels.edit} button, then ${applicationWizardLabels.submit}.`,
  ],
];

/**
 * /get-started (spec document 1, section 2): a signed-in freelancer whose professional profile is
 * not created yet, with the email as navigation state. It explains the application: the six steps
 * of the wizard, its success screen and the reviewers' promise (section 1), and the way into the
 * wizard (/application).
 */
export function GetStarted() {
  usePageTitle(labels.title);
  const state: unknown = useLocation().state;
  const email = readStateEmail(state);
  const { steps } = applicationWizardLabels;

  return (
    <div className={styles.wide}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{labels.title}</h1>
        {email ? <p className={styles.lead}>{labels.welcome(email)}</p> : null}
        <p className={styles.lead}>{labels.lead}</p>
        <p className={styles.actions}>
          <Link to={accountPaths.application} className={primaryAction}>
            {labels.start}
          </Link>
        </p>
      </div>

      <section className={styles.intro} aria-labelledby="get-started-steps">
        <h2 id="get-started-steps" className={styles.sectionTitle}>
          {labels.stepsTitle}
        </h2>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <p className={styles.stepNumber}>{labels.stepOf(index + 1, steps.length)}</p>
              <h3 className={styles.stepTitle}>
                {step.title}: {step.subtitle}
              </h3>
              <ul className={styles.points}>
                {(stepDetails[index] ?? []).map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.intro} aria-labelledby="get-started-after">
        <h2 id="get-started-after" className={styles.sectionTitle}>
          {labels.afterTitle}
        </h2>
        <p className={styles.text}>{labels.afterText(applicationLimits.reviewPromise)}</p>
        <blockquote className={styles.quote}>{applicationWizardLabels.success}</blockquote>
      </section>

      <div className={styles.actions}>
        <p className={styles.muted}>{labels.meanwhile}</p>
        <Link to={accountPaths.settings} className={secondaryAction}>
          {labels.settings}
        </Link>
      </div>
    </div>
  );
}
