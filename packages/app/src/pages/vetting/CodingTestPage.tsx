import { codingTestLabels } from '@cloudexperts/domain';
import { CodingTest, type CodingTestOutput } from '@cloudexperts/flows';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../usePageTitle.ts';
import { vettingPaths } from './paths.ts';
import * as styles from './vetting.css.ts';

/**
 * The freelancer's coding test (spec document 1, sections 2 and 4; document 2's /coding-test).
 * Save & Exit leaves for the application process (the test resumes on the next visit until its
 * timer ends); a submitted test shows its result until Continue, which goes there too.
 */
export function CodingTestPage() {
  usePageTitle(codingTestLabels.title);
  const navigate = useNavigate();
  const toAppProcess = useCallback(() => void navigate(vettingPaths.appProcess), [navigate]);
  const onDone = useCallback(
    (output: CodingTestOutput) => {
      if (output.kind === 'exited') toAppProcess();
    },
    [toAppProcess],
  );

  return (
    <section className={styles.page} aria-labelledby="coding-test-title">
      <h1 id="coding-test-title" className={styles.title}>
        {codingTestLabels.title}
      </h1>
      <CodingTest applicationHref={vettingPaths.application} onDone={onDone} onContinue={toAppProcess} />
    </section>
  );
}
