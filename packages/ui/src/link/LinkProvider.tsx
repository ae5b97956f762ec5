import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';

export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/** The component that renders internal links (the site injects its router's link). */
export type LinkComponent = ComponentType<LinkComponentProps>;

const PlainLink: LinkComponent = ({ children, ...props }) => <a {...props}>{children}</a>;

const LinkContext = createContext<LinkComponent>(PlainLink);

export interface LinkProviderProps {
  component: LinkComponent;
  children: ReactNode;
}

/** Injects the link component used for every internal link below it. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

export interface LinkProps extends LinkComponentProps {
  /** Opens in a new tab without opener access (the application portal, social profiles). */
  external?: boolean;
}

const isNonPageHref = (href: string): boolean => /^(https?:|mailto:|tel:|#)/.test(href);

/**
 * A link: internal pages go through the injected component; external, mail, phone and in-page
 * links are plain anchors.
 */
export function Link({ external = false, children, ...props }: LinkProps) {
  const Injected = useLinkComponent();
  if (external) {
    return (
      <a {...props} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (isNonPageHref(props.href)) return <a {...props}>{children}</a>;
  return <Injected {...props}>{children}</Injected>;
}
