export { Icon, iconSymbolId } from './Icon';
export type { IconProps } from './Icon';
export { IconSprite } from './IconSprite';
export { ICON_NAMES, isIconName } from '@broker/core/icons';
export type { IconName } from '@broker/core/icons';
