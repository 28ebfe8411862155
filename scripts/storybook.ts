// `pnpm storybook`: the Storybook dev server on port 6006 (STORYBOOK_PORT to change it).
import { root, run } from './lib.ts';

const port = process.env.STORYBOOK_PORT ?? '6006';
process.exit(await run('storybook', ['dev', '--config-dir', '.storybook', '-p', port, '--no-open'], { cwd: root }));
