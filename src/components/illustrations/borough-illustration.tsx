/**
 * Our own flat SVG illustrations, one per borough, drawn inline (no image request) at a
 * fixed 480 × 320 aspect ratio so nothing shifts while the page loads.
 */
export type BoroughScene = 'manhattan' | 'brooklyn' | 'queens' | 'bronx' | 'staten-island';

const SKY = '#dff3e7';
const GROUND = '#1f7a4b';
const BUILDING = '#174e34';
const BUILDING_LIGHT = '#2d975f';
const WINDOW = '#feeac7';
const ANIMAL = '#334155';

function Raccoon({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <ellipse cx="0" cy="10" rx="20" ry="13" fill={ANIMAL} />
      <circle cx="-16" cy="-6" r="11" fill={ANIMAL} />
      <path d="M-25 -14l3-9 5 7zM-11 -15l4-8 3 9z" fill={ANIMAL} />
      <path d="M-27 -7h20v6h-20z" fill="#0f172a" />
      <circle cx="-21" cy="-4" r="1.8" fill="#fff" />
      <circle cx="-13" cy="-4" r="1.8" fill="#fff" />
      <path d="M18 8c10 0 16 6 18 14" stroke={ANIMAL} strokeWidth="7" fill="none" strokeLinecap="round" />
      <path d="M27 12l4 3M31 18l5 1" stroke="#e2e8f0" strokeWidth="2.5" />
    </g>
  );
}

function Windows({ x, y, cols, rows, w = 8, h = 10, gx = 14, gy = 18 }: { x: number; y: number; cols: number; rows: number; w?: number; h?: number; gx?: number; gy?: number }) {
  const cells = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) cells.push(<rect key={`${r}-${c}`} x={x + c * gx} y={y + r * gy} width={w} height={h} fill={WINDOW} />);
  return <g>{cells}</g>;
}

function House({ x, y, w, color }: { x: number; y: number; w: number; color: string }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={60} fill={color} />
      <path d={`M${x - 6} ${y}L${x + w / 2} ${y - 30}L${x + w + 6} ${y}z`} fill={BUILDING} />
      <rect x={x + 10} y={y + 14} width="14" height="14" fill={WINDOW} />
      <rect x={x + w - 24} y={y + 14} width="14" height="14" fill={WINDOW} />
      <rect x={x + w / 2 - 7} y={y + 32} width="14" height="28" fill={BUILDING} />
    </g>
  );
}

function Tree({ x, y, r = 22 }: { x: number; y: number; r?: number }) {
  return (
    <g>
      <rect x={x - 3} y={y} width="6" height={r} fill="#78350f" />
      <circle cx={x} cy={y - r / 3} r={r} fill={BUILDING_LIGHT} />
    </g>
  );
}

function Scene({ scene }: { scene: BoroughScene }) {
  switch (scene) {
    case 'manhattan':
      return (
        <>
          <rect x="40" y="40" width="60" height="230" fill={BUILDING} />
          <path d="M70 10v30" stroke={BUILDING} strokeWidth="4" />
          <rect x="110" y="90" width="70" height="180" fill={BUILDING_LIGHT} />
          <rect x="190" y="60" width="55" height="210" fill={BUILDING} />
          <rect x="255" y="120" width="80" height="150" fill={BUILDING_LIGHT} />
          <rect x="345" y="70" width="60" height="200" fill={BUILDING} />
          <Windows x={50} y={55} cols={3} rows={10} />
          <Windows x={120} y={105} cols={4} rows={8} />
          <Windows x={200} y={75} cols={3} rows={10} />
          <Windows x={357} y={85} cols={3} rows={10} />
          <rect x="255" y="200" width="80" height="6" fill="#0f172a" />
          <Raccoon x={300} y={186} s={0.9} />
          <rect x="0" y="270" width="480" height="50" fill={GROUND} />
        </>
      );
    case 'brooklyn':
      return (
        <>
          {[30, 130, 230, 330].map((x, i) => (
            <g key={x}>
              <rect x={x} y={110} width="96" height="160" fill={i % 2 ? BUILDING_LIGHT : '#9a3412'} />
              <rect x={x - 4} y={104} width="104" height="10" fill={BUILDING} />
              <Windows x={x + 14} y={126} cols={3} rows={3} w={14} h={22} gx={26} gy={40} />
              <path d={`M${x + 30} 270l10-26h24l10 26z`} fill={BUILDING} />
            </g>
          ))}
          <path d="M236 200h84M236 214h84M236 200v14M320 200v14" stroke="#0f172a" strokeWidth="3" />
          <Raccoon x={282} y={188} s={0.85} />
          <rect x="0" y="270" width="480" height="50" fill={GROUND} />
        </>
      );
    case 'queens':
      return (
        <>
          <House x={30} y={180} w={110} color="#e2e8f0" />
          <House x={180} y={170} w={120} color="#fde68a" />
          <House x={340} y={185} w={110} color="#e2e8f0" />
          <Tree x={160} y={210} r={18} />
          <Tree x={320} y={215} r={16} />
          <rect x="0" y="240" width="480" height="80" fill={GROUND} />
          <path d="M0 252h480" stroke="#fff" strokeWidth="3" strokeDasharray="14 10" />
          <g transform="translate(220 276)">
            <ellipse cx="0" cy="0" rx="22" ry="12" fill="#0f172a" />
            <circle cx="-22" cy="-4" r="9" fill="#0f172a" />
            <path d="M-4 -10q20-26 38-2" stroke="#0f172a" strokeWidth="10" fill="none" strokeLinecap="round" />
            <path d="M-28 -8h30M4 -14q14-14 26 0" stroke="#fff" strokeWidth="3" fill="none" />
          </g>
        </>
      );
    case 'bronx':
      return (
        <>
          <rect x="250" y="90" width="90" height="160" fill={BUILDING} />
          <rect x="350" y="120" width="100" height="130" fill={BUILDING_LIGHT} />
          <Windows x={262} y={104} cols={4} rows={8} w={10} gx={20} />
          <Windows x={362} y={134} cols={5} rows={6} w={10} gx={18} />
          <Tree x={60} y={200} r={34} />
          <Tree x={130} y={190} r={40} />
          <Tree x={200} y={205} r={30} />
          <rect x="0" y="250" width="480" height="70" fill={GROUND} />
          <g transform="translate(300 262)" fill="#a16207">
            <ellipse cx="0" cy="0" rx="30" ry="12" />
            <path d="M22 -6l20-14 6 4-4 10-16 6z" />
            <path d="M40 -20l2-12 6 10z" />
            <path d="M-30 -2q-18 4-22 16" stroke="#a16207" strokeWidth="7" fill="none" strokeLinecap="round" />
            <rect x="-22" y="6" width="5" height="18" />
            <rect x="14" y="6" width="5" height="18" />
          </g>
        </>
      );
    case 'staten-island':
      return (
        <>
          <rect x="0" y="190" width="480" height="40" fill="#7dd3fc" />
          <path d="M300 190h110l-10 16h-92z" fill="#f97316" />
          <rect x="318" y="172" width="70" height="18" fill="#f97316" />
          <House x={40} y={200} w={100} color="#fde68a" />
          <Tree x={190} y={215} r={30} />
          <Tree x={250} y={220} r={26} />
          <rect x="0" y="260" width="480" height="60" fill={GROUND} />
          <g transform="translate(400 262)" fill="#92400e">
            <ellipse cx="0" cy="0" rx="18" ry="14" />
            <circle cx="0" cy="-18" r="9" />
            <circle cx="-3" cy="-20" r="1.6" fill="#fff" />
            <circle cx="4" cy="-20" r="1.6" fill="#fff" />
          </g>
          <ellipse cx="400" cy="276" rx="26" ry="6" fill="#0f172a" opacity="0.5" />
        </>
      );
  }
}

export function BoroughIllustration({ scene, alt }: { scene: BoroughScene; alt: string }) {
  return (
    <svg
      role="img"
      aria-label={alt}
      viewBox="0 0 480 320"
      width="480"
      height="320"
      className="h-auto w-full max-w-[480px] rounded-2xl"
    >
      <rect width="480" height="320" fill={SKY} />
      <circle cx="420" cy="50" r="22" fill={WINDOW} />
      <Scene scene={scene} />
    </svg>
  );
}
