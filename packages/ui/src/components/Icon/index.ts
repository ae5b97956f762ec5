export { Icon } from './Icon';
export type { IconProps } from './Icon';
export { ICON_NAMES, isIconName } from '@broker/core/icons';
export type { IconName } from '@broker/core/icons';
