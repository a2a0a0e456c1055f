import { z } from 'zod';
import { alertWording } from '@newsdesk/core/alerting/alert-wording';
import type { UnsubscribeAlertEmail } from '@newsdesk/core/alerting/unsubscribe-alert-email';
import type { UnsubscribeSiteEmail } from '@newsdesk/core/site-monitor/unsubscribe-site-email';
import { escapeHtml } from '../../email/alert-email';
import { defineRoute, type RouteDefinition } from '../route-definition';

const tag = 'Collections';
const tokenQuery = z.object({ token: z.string().min(1, 'token is required').max(1_000) });

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#111">
${body}
</body></html>`;

/**
 * One-click unsubscribe from alert e-mails (RFC 8058; ADR 0022), without logging in: the signed
 * token is the authority, so the POST is exempt from the same-origin rule (mail providers send
 * it from their own servers, with the body `List-Unsubscribe=One-Click`, which is not read).
 * The GET opens a page with one button (link scanners and previews follow GETs, so a GET must
 * not unsubscribe). Bad tokens get 400 `{message, code}`.
 */
/** A site-monitor alert's token (hmac-unsubscribe-tokens.ts); every other token is a collection's. */
const isSiteToken = (token: string) => token.startsWith('site.');

export const unsubscribeRoutes = (deps: {
  unsubscribe: UnsubscribeAlertEmail;
  unsubscribeSite: UnsubscribeSiteEmail;
}): RouteDefinition[] => [
  defineRoute({
    method: 'post',
    path: '/api/unsubscribe',
    access: 'public',
    csrfExempt: true,
    tag,
    summary:
      'One-click unsubscribe (RFC 8058) of one address from one collection’s or one monitored site’s alert e-mails, by the signed token of the e-mail',
    query: tokenQuery,
    response: z.union([
      z.object({ unsubscribed: z.literal(true), collectionName: z.string(), email: z.string(), removed: z.boolean() }),
      z.object({ unsubscribed: z.literal(true), siteName: z.string(), email: z.string(), removed: z.boolean() }),
    ]),
    errors: { 400: 'alert.invalid_unsubscribe_token (forged, damaged, or its collection or site was deleted)' },
    handler: async ({ query, ctx }) => {
      const result = isSiteToken(query.token)
        ? await deps.unsubscribeSite.execute(query.token)
        : await deps.unsubscribe.execute(query.token);
      ctx.set('Cache-Control', 'no-store');
      // the confirmation page's own form: a page back, not JSON
      if (ctx.accepts('json', 'html') === 'html') {
        const name = 'siteName' in result ? result.siteName : result.collectionName;
        ctx.type = 'text/html; charset=utf-8';
        ctx.body = page('Unsubscribed', `<p>${escapeHtml(result.email)} no longer receives alert e-mails of “${escapeHtml(name)}”.</p>`);
        return;
      }
      return { unsubscribed: true as const, ...result };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/unsubscribe',
    access: 'public',
    tag,
    summary: 'The page an unsubscribe link opens in a browser: one button that sends the one-click POST',
    query: tokenQuery,
    errors: { 400: 'token missing' },
    handler: async ({ query, ctx }) => {
      const w = alertWording('en');
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = page(
        w.unsubscribe,
        `<form method="post" action="/api/unsubscribe?token=${escapeHtml(encodeURIComponent(query.token))}">
<p>${
          isSiteToken(query.token)
            ? 'Stop alert e-mails of this monitored site to this address? · Alarm-E-Mails dieser überwachten Website abbestellen? · Ne plus recevoir les alertes de ce site surveillé ?'
            : 'Stop alert e-mails of this collection to this address? · Alarm-E-Mails dieser Sammlung abbestellen? · Ne plus recevoir les alertes de cette collection ?'
        }</p>
<button type="submit" style="font-size:1rem;padding:.5rem 1rem">${escapeHtml(w.unsubscribe)} · ${escapeHtml(alertWording('de').unsubscribe)} · ${escapeHtml(alertWording('fr').unsubscribe)}</button>
</form>`,
      );
    },
  }),
];
