import type { Decorator } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { LinkProvider, type LinkComponent, type LinkComponentProps } from '../components/LinkProvider';

/**
 * The link stories plug into `LinkProvider`: it runs the link's own onClick (so a story can
 * record `onNavigate`) and cancels the navigation, so clicking a link never unloads the story.
 */
export const StoryLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function StoryLink(
  { onClick, ...props },
  ref,
) {
  return (
    <a
      ref={ref}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}) as LinkComponent;

/**
 * Stands in for the site's router link, for a component without `onNavigate`: it records the
 * navigation with `navigate` (a spy) instead of leaving the story. `attributes` go on every link.
 */
export function recordingLink(navigate: (href: string) => void, attributes: Record<string, string> = {}) {
  return forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(props, ref) {
    return (
      <a
        ref={ref}
        {...props}
        {...attributes}
        onClick={(event) => {
          event.preventDefault();
          navigate(props.href);
        }}
      />
    );
  }) as LinkComponent;
}

/** A decorator that renders the story's links with `link` (`StoryLink` unless another is given). */
export const withLinks =
  (link: LinkComponent = StoryLink): Decorator =>
  (Story) => (
    <LinkProvider component={link}>
      <Story />
    </LinkProvider>
  );
