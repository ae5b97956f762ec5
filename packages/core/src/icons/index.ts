/**
 * The closed set of icon names the content may use (`icon:` in the Markdown frontmatter). Each name
 * stands for one meaning; `@broker/ui`'s `Icon` draws each one, and the site's build rejects any
 * other name. Add a name here and its drawing in `Icon` together (TypeScript checks they match).
 */
export const ICON_NAMES = [
  'alert',
  'banknote',
  'brick-wall',
  'briefcase',
  'building',
  'calculator',
  'castle',
  'chart',
  'check',
  'city',
  'clipboard',
  'clock',
  'coins',
  'divide',
  'file-text',
  'gem',
  'globe',
  'hammer',
  'heart',
  'hourglass',
  'house',
  'hurricane',
  'key',
  'landmark',
  'lightbulb',
  'message',
  'notebook',
  'palm-tree',
  'plus',
  'receipt',
  'refresh',
  'repeat',
  'search',
  'star',
  'stethoscope',
  'timer',
  'trending-down',
  'trending-up',
  'trophy',
  'wheat',
  'zap',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

const names: ReadonlySet<string> = new Set(ICON_NAMES);

/** Whether `value` is one of the icon names. */
export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && names.has(value);
}
