export { LinkProvider, SiteLink, useLinkComponent, isExternalHref } from './LinkProvider';
export type { LinkComponent, LinkComponentProps } from './LinkProvider';
