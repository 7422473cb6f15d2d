export { ChatLauncher } from './ChatLauncher';
export type { ChatLauncherProps, ChatLauncherTexts } from './ChatLauncher';
