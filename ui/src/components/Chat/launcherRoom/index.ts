export { coveredAt, launcherTargets, neverClear } from './launcherRoom';
export type { Box, LauncherScene, LauncherTarget } from './launcherRoom';
