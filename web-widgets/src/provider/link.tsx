import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/**
 * What a widget hands to the host's router link. The app shell passes @reach/router's Link;
 * a CMS page keeps the plain anchor, which reloads the page.
 */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  className?: string | undefined;
  children?: ReactNode;
  'aria-current'?: AnchorHTMLAttributes<HTMLAnchorElement>['aria-current'];
};

export type LinkComponent = ComponentType<LinkProps>;

export const AnchorLink: LinkComponent = ({ to, children, ...rest }) => (
  <a href={to} {...rest}>
    {children}
  </a>
);
