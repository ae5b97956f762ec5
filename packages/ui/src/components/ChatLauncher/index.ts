export { ChatLauncher } from './ChatLauncher';
export type { ChatLauncherProps } from './ChatLauncher';
