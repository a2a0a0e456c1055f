/**
 * An exported sports widget as Newsdesk keeps it: the request the editor made (kind, provider,
 * fixed parameters, language, title), whose it is, and whether it was revoked. The public token
 * is not stored: it is derived from these fields with the server's secret (./widget-token.ts).
 */
import type { SportsWidgetKind, SportsWidgetRequest } from '../sports-widgets';

export interface SportsWidget<K extends SportsWidgetKind = SportsWidgetKind> extends SportsWidgetRequest<K> {
  id: string;
  ownerId: string;
  /** ISO instant. */
  createdAt: string;
  /** ISO instant; a revoked widget answers nobody again. */
  revokedAt: string | null;
}

/** Who asks to revoke: the owner or an admin may. */
export interface WidgetActor {
  userId: string;
  isAdmin: boolean;
}
