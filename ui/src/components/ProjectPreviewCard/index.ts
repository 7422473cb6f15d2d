export { ProjectPreviewCard, ProjectPreviewList } from './ProjectPreviewCard';
export type { ProjectPreviewCardProps, ProjectPreviewListProps } from './ProjectPreviewCard';
export { projectPreviews } from '../../assets/previews';
export type { ProjectPreview } from '../../assets/previews';
