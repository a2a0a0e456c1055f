import type { ReactElement } from 'react';
import { IconFrame, statusPaths } from './status-icons';

/* Hand-drawn 24×24 line icons: no icon library, so no extra bytes or licences for hosts. */
const paths = {
  ...statusPaths,
  dashboard: (
    <>
      <rect x="3.5" y="3.5" width="7" height="8" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
      <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
      <rect x="3.5" y="14.5" width="7" height="6" rx="1.5" />
    </>
  ),
  statistics: <path d="M4 20h16M7 16.5v-5M12 16.5V6.5M17 16.5v-8" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M20 20l-4.2-4.2" />
    </>
  ),
  collections: (
    <path d="M3.5 6.5a1.5 1.5 0 0 1 1.5-1.5h4.3l2 2.2H19a1.5 1.5 0 0 1 1.5 1.5v9.3a1.5 1.5 0 0 1-1.5 1.5H5a1.5 1.5 0 0 1-1.5-1.5z" />
  ),
  glossary: (
    <>
      <path d="M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5z" />
      <path d="M5 19.5A1.5 1.5 0 0 0 6.5 21H19v-3M9 7.5h6" />
    </>
  ),
  administration: (
    <>
      <path d="M12 3l7.5 3v5.5c0 4.4-3.1 8.2-7.5 9.5-4.4-1.3-7.5-5.1-7.5-9.5V6z" />
      <path d="M9 12l2 2 4-4" />
    </>
  ),
  'site-monitor': (
    <>
      <rect x="3" y="4" width="18" height="13" rx="1.5" />
      <path d="M8.5 21h7M12 17v4M6.5 11h2.5l1.5-2.5 2.5 5 1.5-2.5h3" />
    </>
  ),
  bell: (
    <>
      <path d="M6.5 9.5a5.5 5.5 0 0 1 11 0c0 5.5 2.5 7.5 2.5 7.5H4s2.5-2 2.5-7.5" />
      <path d="M10.2 20a2 2 0 0 0 3.6 0" />
    </>
  ),
  settings: (
    <>
      <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
      <circle cx="15" cy="7" r="2" />
      <circle cx="9" cy="17" r="2" />
    </>
  ),
  'release-notes': (
    <>
      <path d="M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </>
  ),
  logout: <path d="M10 20H6a1.5 1.5 0 0 1-1.5-1.5v-13A1.5 1.5 0 0 1 6 4h4M15.5 16l4-4-4-4M19.5 12H9.5" />,
  language: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5s1.1-6.1 3.4-8.5z" />
    </>
  ),
  'chevron-left': <path d="M14.5 6.5L9 12l5.5 5.5" />,
  'chevron-right': <path d="M9.5 6.5L15 12l-5.5 5.5" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof paths;

export interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** Decorative by design: the control around it carries the accessible name. */
export const Icon = ({ name, size = 20, className }: IconProps) => (
  <IconFrame size={size} className={className}>
    {paths[name]}
  </IconFrame>
);
