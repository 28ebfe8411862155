import type { HeroImage } from './heroContent.ts';
import * as styles from './Hero.css.ts';

/** The ten corners of a five-pointed star around (cx, cy). */
function starPoints(cx: number, cy: number, outer: number): string {
  const inner = outer * 0.45;
  return Array.from({ length: 10 }, (_, corner) => {
    const radius = corner % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * corner - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

/** A tick drawn on a solid circle at (cx, cy). */
const Tick = ({ cx, cy }: { cx: number; cy: number }) => (
  <path d={`M${cx - 9} ${cy} l6 6 l12 -12`} className={styles.artOnSolid} strokeWidth={4} />
);

/** A cloud platform with three services hanging off it. */
function Architecture() {
  const services = [50, 160, 270];
  return (
    <>
      {services.map((x) => (
        <path key={`line-${x}`} d={`M200 128 L${x + 40} 190`} className={styles.artLine} strokeWidth={3} />
      ))}
      <g className={styles.artBrand}>
        <circle cx={165} cy={98} r={34} />
        <circle cx={210} cy={78} r={46} />
        <circle cx={252} cy={102} r={30} />
        <rect x={140} y={96} width={140} height={34} rx={17} />
      </g>
      {services.map((x) => (
        <g key={`service-${x}`}>
          <rect x={x} y={190} width={80} height={70} rx={10} className={styles.artSurface} strokeWidth={2} />
          <rect x={x + 12} y={206} width={56} height={8} rx={4} className={styles.artMuted} />
          <rect x={x + 12} y={222} width={38} height={8} rx={4} className={styles.artMuted} />
          <circle cx={x + 62} cy={243} r={7} className={styles.artSuccess} />
        </g>
      ))}
    </>
  );
}

/** An expert's card: photo, name, five stars and skills. */
function Profile() {
  return (
    <>
      <rect x={70} y={36} width={260} height={228} rx={16} className={styles.artSurface} strokeWidth={2} />
      <circle cx={130} cy={102} r={32} className={styles.artBrand} />
      <rect x={180} y={84} width={112} height={12} rx={6} className={styles.artMuted} />
      <rect x={180} y={106} width={80} height={10} rx={5} className={styles.artMuted} />
      {[0, 1, 2, 3, 4].map((star) => (
        <polygon key={star} points={starPoints(116 + star * 34, 166, 13)} className={styles.artWarning} />
      ))}
      <rect x={98} y={204} width={64} height={24} rx={12} className={styles.artMuted} />
      <rect x={170} y={204} width={76} height={24} rx={12} className={styles.artMuted} />
      <rect x={254} y={204} width={48} height={24} rx={12} className={styles.artMuted} />
    </>
  );
}

/** Three milestones on a line: two approved and paid, one under way. */
function Milestones() {
  const stops = [90, 200, 310];
  return (
    <>
      <path d="M60 170 H340" className={styles.artLine} strokeWidth={4} />
      {stops.map((x, stop) => (
        <g key={x}>
          <rect x={x - 44} y={58} width={88} height={62} rx={10} className={styles.artSurface} strokeWidth={2} />
          <rect x={x - 32} y={74} width={64} height={8} rx={4} className={styles.artMuted} />
          <rect x={x - 32} y={92} width={40} height={8} rx={4} className={styles.artMuted} />
          {stop < 2 ? (
            <>
              <circle cx={x} cy={170} r={22} className={styles.artSuccess} />
              <Tick cx={x - 1} cy={171} />
            </>
          ) : (
            <circle cx={x} cy={170} r={22} className={styles.artSurface} strokeWidth={4} />
          )}
        </g>
      ))}
      <rect x={130} y={212} width={140} height={52} rx={12} className={styles.artBrand} />
      <Tick cx={194} cy={238} />
    </>
  );
}

const drawings: Record<HeroImage, () => React.JSX.Element> = {
  architecture: Architecture,
  profile: Profile,
  milestones: Milestones,
};

/** One of the hero's three images, drawn in the theme's colours (its caption says what it shows). */
export function HeroArt({ image }: { image: HeroImage }) {
  const Drawing = drawings[image];
  return (
    <svg viewBox="0 0 400 300" className={styles.artFrame} aria-hidden="true" focusable="false">
      <Drawing />
    </svg>
  );
}
