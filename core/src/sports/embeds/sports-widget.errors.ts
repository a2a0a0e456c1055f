import { DomainError } from '../../shared/domain-error';

/**
 * One answer for an unknown widget, a revoked one and a token whose signature does not match:
 * whoever holds a token learns nothing more than "this does not show anything".
 */
export const widgetNotFound = () => new DomainError('not_found', 'sports.widget_not_found', 'This widget does not exist or was revoked.');

export const widgetNotOwner = () =>
  new DomainError('forbidden', 'sports.widget_not_owner', 'Only the editor who exported this widget or an admin can revoke it.');
