// Writes the image of every tech role and skill of the reference data (the roles and skills popups):
// a rounded square in the platform's colour with the name's initials, at the image_url the
// migrations store (/images/roles/<slug>.svg, /images/skills/<slug>.svg).
//   node scripts/catalogImages.ts   (after adding a role or a skill; commit the SVGs)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crossPlatformSkills, skillsByPlatform, slugify, techRoleNames } from '../packages/api/src/db/data/catalog.ts';
import { root } from './lib.ts';

type Platform = keyof typeof skillsByPlatform;

/** Background and initials colours; every pair has a contrast of at least 4.5:1. */
const palette: Record<Platform | 'general' | 'role', { background: string; text: string }> = {
  Amazon: { background: '#232F3E', text: '#FF9900' },
  Microsoft: { background: '#0F5CA8', text: '#FFFFFF' },
  Google: { background: '#1967D2', text: '#FFFFFF' },
  'AI & Machine Learning': { background: '#6D28D9', text: '#FFFFFF' },
  Oracle: { background: '#B03A2A', text: '#FFFFFF' },
  Salesforce: { background: '#032D60', text: '#4FC3F7' },
  general: { background: '#334155', text: '#FFFFFF' },
  role: { background: '#0F766E', text: '#FFFFFF' },
};

/** Where the rule below would give two names the same letters, or letters nobody uses. */
const knownInitials: Record<string, string> = {
  'Amazon DynamoDB': 'DDB',
  'Amazon SageMaker': 'SM',
  'Azure DevOps': 'ADO',
  'DevOps Engineer': 'DOE',
  'PL/SQL': 'PL',
  PostgreSQL: 'PG',
  'Sales Cloud': 'SaC',
  'Salesforce Administrator': 'SFA',
  'Salesforce Developer': 'SFD',
  'Service Cloud': 'SvC',
  'Vertex AI': 'VAI',
};

/** Up to three letters that name the thing: GKE, EC2, BQ, Py. */
export function initials(name: string): string {
  const known = knownInitials[name];
  if (known) return known;
  const words = name.split(/[\s/]+/).filter((word) => word && word !== '&' && word.toLowerCase() !== 'and');
  const [first = '', second] = words;
  if (words.length === 1) {
    if (first.length <= 3) return first;
    const capitals = first.match(/[A-Z0-9]/g) ?? [];
    return capitals.length >= 2 ? capitals.slice(0, 2).join('') : first.slice(0, 2);
  }
  if (words.length === 2 && second && /^[A-Z0-9]{2,3}$/.test(second)) return second;
  return words
    .slice(0, 3)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function tile(name: string, colours: { background: string; text: string }): string {
  const letters = initials(name);
  const size = letters.length > 2 ? 19 : 24;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img">`,
    `<title>${escapeXml(name)}</title>`,
    `<rect width="64" height="64" rx="14" fill="${colours.background}"/>`,
    // The baseline sits half a cap height below the middle (renderers differ on dominant-baseline).
    `<text x="32" y="${(32 + size * 0.36).toFixed(1)}" fill="${colours.text}" ` +
      `font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="${size}" font-weight="700" ` +
      `text-anchor="middle">${escapeXml(letters)}</text>`,
    `</svg>`,
    '',
  ].join('\n');
}

function roleColours(name: string) {
  if (name.startsWith('Salesforce')) return palette.Salesforce;
  if (name.startsWith('Oracle')) return palette.Oracle;
  if (name.startsWith('Machine Learning')) return palette['AI & Machine Learning'];
  return palette.role;
}

if (import.meta.main) {
  const publicDir = join(root, 'packages/app/public/images');
  const write = (folder: 'roles' | 'skills', name: string, svg: string) => {
    mkdirSync(join(publicDir, folder), { recursive: true });
    writeFileSync(join(publicDir, folder, `${slugify(name)}.svg`), svg);
  };
  for (const name of techRoleNames) write('roles', name, tile(name, roleColours(name)));
  for (const [platform, names] of Object.entries(skillsByPlatform) as Array<[Platform, readonly string[]]>) {
    for (const name of names) write('skills', name, tile(name, palette[platform]));
  }
  for (const name of crossPlatformSkills) write('skills', name, tile(name, palette.general));
  console.log(
    `wrote ${techRoleNames.length} role and ${Object.values(skillsByPlatform).flat().length + crossPlatformSkills.length} skill images`,
  );
}
