import {
  createContext,
  createElement,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/**
 * Internal links in the design system render through one component. By default
 * that is a plain `<a>`; the site provides its router's link so that navigation
 * stays client-side. The ui package itself knows nothing of any router.
 */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children?: ReactNode;
};

export type LinkComponent = ComponentType<LinkComponentProps & { ref?: React.Ref<HTMLAnchorElement> }>;

const PlainLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function PlainLink(props, ref) {
  return <a ref={ref} {...props} />;
});

const LinkContext = createContext<LinkComponent>(PlainLink as LinkComponent);

/** Plugs the site's router link into every link of the design system. */
export function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

/** True for links that leave the site or open another app (mail, phone). */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(href);
}

/**
 * A link for use inside components: internal paths go through the provided
 * router link, external, `mailto:`, `tel:` and in-page links stay plain anchors.
 */
export function SiteLink({ ref, ...props }: LinkComponentProps & { ref?: Ref<HTMLAnchorElement> }) {
  const RouterLink = useContext(LinkContext);
  if (isExternalHref(props.href)) return <a ref={ref} {...props} />;
  // The ref is only forwarded to the router's link, never read here.
  // eslint-disable-next-line react-hooks/refs
  return createElement(RouterLink, { ...props, ref });
}
