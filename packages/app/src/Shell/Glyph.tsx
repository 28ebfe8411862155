/**
 * The header's two glyphs, drawn like the ui icons (24-unit box, 2-unit stroke). The header keeps
 * the ui Icon (with every glyph's path) off the landing page's critical path.
 */
const glyphPaths = {
  chevronDown: 'm6 9 6 6 6-6',
  menu: 'M4 6h16M4 12h16M4 18h16',
} as const;

export function Glyph({ name, className }: { name: keyof typeof glyphPaths; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
      className={className}
    >
      <path d={glyphPaths[name]} />
    </svg>
  );
}
