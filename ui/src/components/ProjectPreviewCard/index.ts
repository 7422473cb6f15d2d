export { ProjectPreviewCard, ProjectPreviewList } from './ProjectPreviewCard';
export type { ProjectPreviewCardProps, ProjectPreviewListProps } from './ProjectPreviewCard';
export { projectPreviewImage } from '../../assets/previews';
export type { PreviewImage } from '../../assets/previews';
