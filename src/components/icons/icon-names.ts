/**
 * Icons the content may name (content/types.ts IconKey), by lucide's kebab-case name.
 * They are drawn from one SVG sprite (sprite.svg, made by `npm run icons` from lucide-react's
 * icon data), so no page ships icon code: adding a name here needs `npm run icons`.
 */
export const ICON_NAMES = [
  'award',
  'badge-check',
  'bird',
  'building-2',
  'cheese',
  'circle-dollar-sign',
  'clock',
  'dog',
  'droplets',
  'eye',
  'fence',
  'footprints',
  'hand-coins',
  'handshake',
  'heart-handshake',
  'house',
  'leaf',
  'map',
  'map-pin',
  'moon',
  'paw-print',
  'phone',
  'phone-call',
  'rat',
  'rocket',
  'shield-check',
  'shovel',
  'snowflake',
  'sprout',
  'squirrel',
  'sun',
  'target',
  'trash',
  'trees',
  'triangle-alert',
  'user-check',
  'volume-2',
  'wind',
  'worm',
  'zap',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
