import type { LinkComponent } from '@agency/ui/LinkProvider';
import { Link } from 'react-router-dom';

/** The design system's links, made client-side by react-router. */
export const RouterLink: LinkComponent = ({ href, ref, ...rest }) => <Link ref={ref} to={href} {...rest} />;
