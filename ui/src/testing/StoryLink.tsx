import { forwardRef } from 'react';
import type { LinkComponent, LinkComponentProps } from '../components/LinkProvider';

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
