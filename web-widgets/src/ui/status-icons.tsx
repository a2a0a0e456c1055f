import type { ReactElement, ReactNode } from 'react';

/*
 * The icons a toast and a dialog need, apart from the others: the toasts are on every screen from
 * its first paint, /login included, and the other icons are not (ADR 0016, the /login budget).
 */
export const statusPaths = {
  close: <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />,
  info: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5.5M12 7.6v.1" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8.5 12.2l2.5 2.5 4.5-5" />
    </>
  ),
  warning: (
    <>
      <path d="M10.7 4.3a1.5 1.5 0 0 1 2.6 0l7.5 13.4a1.5 1.5 0 0 1-1.3 2.3H4.5a1.5 1.5 0 0 1-1.3-2.3z" />
      <path d="M12 9.5v4.5M12 17v.1" />
    </>
  ),
  error: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9.2 9.2l5.6 5.6M14.8 9.2l-5.6 5.6" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type StatusIconName = keyof typeof statusPaths;

/** The 24×24 line-icon frame. Decorative by design: the control around it carries the accessible name. */
export const IconFrame = ({
  size = 20,
  className,
  children,
}: {
  size?: number | undefined;
  className?: string | undefined;
  children: ReactNode;
}) => (
  <svg
    className={className}
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.75}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);

export const StatusIcon = ({ name, size, className }: { name: StatusIconName; size?: number; className?: string }) => (
  <IconFrame size={size} className={className}>
    {statusPaths[name]}
  </IconFrame>
);
