// What each primitive adds to a page: a production Vite build of a tiny entry that renders it,
// minus the same build rendering a plain <div> (React and react-dom alone). Gzip, level 9.
//   pnpm bench:component-sizes
// The portals use these figures to decide what to lazy-load off the landing page.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';
import { root } from '../scripts/lib.ts';

/** Each case: the named exports of @cloudexperts/ui it uses, and the element it renders. */
const cases = {
  baseline: { imports: [], element: `h('div', null, 'x')` },
  Button: { imports: ['Button'], element: `h(Button, null, 'Post a job')` },
  TextField: { imports: ['TextField'], element: `h(TextField, { label: 'Email' })` },
  Dialog: {
    imports: ['Button', 'DialogTrigger', 'Modal', 'Dialog'],
    element: `h(DialogTrigger, null, h(Button, null, 'Open'), h(Modal, null, h(Dialog, { title: 'Title' }, 'Body')))`,
  },
  ComboBox: {
    imports: ['ComboBox'],
    element: `h(ComboBox, { label: 'Country', items: [{ id: 'us', label: 'United States' }] })`,
  },
  DatePicker: { imports: ['DatePicker'], element: `h(DatePicker, { label: 'Start date' })` },
} satisfies Record<string, { imports: string[]; element: string }>;

const only = process.argv.slice(2);
// Inside the app package, so the entries resolve react and @cloudexperts/ui as the app does.
const workDir = mkdtempSync(join(root, 'packages/app/.bench-'));

async function gzipOf(name: string, imports: string[], element: string): Promise<number> {
  const entry = join(workDir, `${name}.js`);
  const importLine = imports.length ? `import { ${imports.join(', ')} } from '@cloudexperts/ui';` : '';
  writeFileSync(
    entry,
    `import { createElement as h } from 'react';\nimport { createRoot } from 'react-dom/client';\n${importLine}\n` +
      `createRoot(document.getElementById('root')).render(${element});\n`,
  );
  const outDir = join(workDir, `out-${name}`);
  await build({
    root: join(root, 'packages/app'),
    configFile: false,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin()],
    build: { outDir, emptyOutDir: true, write: true, lib: false, rolldownOptions: { input: entry }, minify: true },
  });
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const { baseline: baselineCase, ...measured } = cases;
const baseline = await gzipOf('baseline', baselineCase.imports, baselineCase.element);
console.log(`baseline (React + react-dom, a <div>): ${kb(baseline)} gzip`);
for (const [name, { imports, element }] of Object.entries(measured)) {
  if (only.length && !only.includes(name)) continue;
  const total = await gzipOf(name, imports, element);
  console.log(`${name.padEnd(12)} +${kb(total - baseline).padStart(9)} gzip (page total ${kb(total)})`);
}
rmSync(workDir, { recursive: true, force: true });
