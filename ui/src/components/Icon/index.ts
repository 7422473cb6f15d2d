export { Icon, iconNames } from './Icon';
export type { IconName, IconProps } from './Icon';
