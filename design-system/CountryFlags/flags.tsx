import type { ComponentType } from 'react';
import { fixedColors as c } from '../theme/scales';
import type { FlagCode } from './resolveFlags';
import { GlobeSvg } from './CountryFlags.styles';

/**
 * Small flag drawings on a 30 × 20 grid (3:2). They are simplified for sizes around 20 px wide and
 * are decorative: the frame around them carries the country's name.
 */
const W = 30;
const H = 20;

function FlagUSA() {
  const stripe = H / 13;
  const stars: [number, number][] = [];
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 5; col += 1) stars.push([1.4 + col * 2.3 + (row % 2) * 1.15, 1.4 + row * 2.6]);
  }
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false" preserveAspectRatio="none">
      <rect width={W} height={H} fill={c.white} />
      {Array.from({ length: 7 }, (_, i) => (
        <rect key={i} y={i * 2 * stripe} width={W} height={stripe} fill={c.flagUsRed} />
      ))}
      <rect width={W * 0.4} height={stripe * 7} fill={c.flagUsBlue} />
      {stars.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={0.45} fill={c.white} />
      ))}
    </svg>
  );
}

function FlagUK() {
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false" preserveAspectRatio="none">
      <rect width={W} height={H} fill={c.flagUkBlue} />
      <path d={`M0 0 L${W} ${H} M${W} 0 L0 ${H}`} stroke={c.white} strokeWidth={4} />
      <path d={`M0 0 L${W} ${H} M${W} 0 L0 ${H}`} stroke={c.flagUkRed} strokeWidth={1.4} />
      <path d={`M${W / 2} 0 V${H} M0 ${H / 2} H${W}`} stroke={c.white} strokeWidth={6} />
      <path d={`M${W / 2} 0 V${H} M0 ${H / 2} H${W}`} stroke={c.flagUkRed} strokeWidth={3.4} />
    </svg>
  );
}

function FlagIND() {
  const band = H / 3;
  const spokes = Array.from({ length: 12 }, (_, i) => (i * Math.PI) / 12);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false" preserveAspectRatio="none">
      <rect width={W} height={band} fill={c.flagInSaffron} />
      <rect y={band} width={W} height={band} fill={c.white} />
      <rect y={band * 2} width={W} height={band} fill={c.flagInGreen} />
      <circle cx={W / 2} cy={H / 2} r={2.6} fill="none" stroke={c.flagInNavy} strokeWidth={0.5} />
      {spokes.map((a) => (
        <path
          key={a}
          d={`M${W / 2 - 2.5 * Math.cos(a)} ${H / 2 - 2.5 * Math.sin(a)} L${W / 2 + 2.5 * Math.cos(a)} ${H / 2 + 2.5 * Math.sin(a)}`}
          stroke={c.flagInNavy}
          strokeWidth={0.25}
        />
      ))}
    </svg>
  );
}

function FlagPHI() {
  const apex = (H * Math.sqrt(3)) / 2;
  const rays = Array.from({ length: 8 }, (_, i) => (i * Math.PI) / 4);
  const sun = { x: apex * 0.36, y: H / 2 };
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false" preserveAspectRatio="none">
      <rect width={W} height={H / 2} fill={c.flagPhBlue} />
      <rect y={H / 2} width={W} height={H / 2} fill={c.flagPhRed} />
      <path d={`M0 0 L${apex} ${H / 2} L0 ${H} Z`} fill={c.white} />
      {rays.map((a) => (
        <path
          key={a}
          d={`M${sun.x} ${sun.y} L${sun.x + 3.1 * Math.cos(a)} ${sun.y + 3.1 * Math.sin(a)}`}
          stroke={c.flagPhYellow}
          strokeWidth={0.7}
        />
      ))}
      <circle cx={sun.x} cy={sun.y} r={1.7} fill={c.flagPhYellow} />
      <circle cx={1.9} cy={2.4} r={0.8} fill={c.flagPhYellow} />
      <circle cx={1.9} cy={H - 2.4} r={0.8} fill={c.flagPhYellow} />
      <circle cx={apex - 2.6} cy={H / 2} r={0.8} fill={c.flagPhYellow} />
    </svg>
  );
}

function FlagIDN() {
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false" preserveAspectRatio="none">
      <rect width={W} height={H} fill={c.white} />
      <rect width={W} height={H / 2} fill={c.flagIdRed} />
    </svg>
  );
}

/** The global flag: a globe in the theme's colours, since it stands for no country. */
function FlagGlobal() {
  return (
    <GlobeSvg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false" preserveAspectRatio="none">
      <rect className="vf-globe-bg" width={W} height={H} />
      <g className="vf-globe-lines" fill="none" strokeWidth={1.1}>
        <ellipse cx={W / 2} cy={H / 2} rx={7} ry={7} />
        <ellipse cx={W / 2} cy={H / 2} rx={3} ry={7} />
        <path d={`M${W / 2 - 7} ${H / 2} H${W / 2 + 7}`} />
        <path d={`M${W / 2 - 6} ${H / 2 - 3.5} H${W / 2 + 6} M${W / 2 - 6} ${H / 2 + 3.5} H${W / 2 + 6}`} />
      </g>
    </GlobeSvg>
  );
}

export const flagDrawings: Record<FlagCode, ComponentType> = {
  USA: FlagUSA,
  UK: FlagUK,
  IND: FlagIND,
  PHI: FlagPHI,
  IDN: FlagIDN,
  GLOBAL: FlagGlobal,
};

/** The default accessible names of the flags. */
export const countryNames: Record<FlagCode, string> = {
  USA: 'United States',
  UK: 'United Kingdom',
  IND: 'India',
  PHI: 'Philippines',
  IDN: 'Indonesia',
  GLOBAL: 'Global',
};
