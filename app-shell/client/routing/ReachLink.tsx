import { Link } from '@reach/router';
import type { LinkComponent } from '@newsdesk/web-widgets/provider';

/** Widgets render links through this, so navigation stays client-side inside the app. */
export const ReachLink: LinkComponent = ({ to, children, ...rest }) => (
  <Link to={to} {...(rest as Record<string, unknown>)}>
    {children}
  </Link>
);
