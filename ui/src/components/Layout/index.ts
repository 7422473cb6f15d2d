export { Container, Section, SectionHeading } from './Layout';
export type { ContainerProps, SectionProps, SectionTone, SectionHeadingProps } from './Layout';
