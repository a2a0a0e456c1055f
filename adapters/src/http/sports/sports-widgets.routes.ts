import { z } from 'zod';
import type { Context } from 'koa';
import type { CreateSportsWidget } from '@newsdesk/core/sports/embeds/create-sports-widget';
import type { ListSportsWidgets } from '@newsdesk/core/sports/embeds/list-sports-widgets';
import type { ReadPublicSportsWidget } from '@newsdesk/core/sports/embeds/read-public-sports-widget';
import type { RevokeSportsWidget } from '@newsdesk/core/sports/embeds/revoke-sports-widget';
import { isDomainError } from '@newsdesk/core/shared/domain-error';
import { defineRoute, type RouteDefinition } from '../route-definition';
import { sportsWidgetFramePage } from './sports-widgets-frame';
import {
  publicSportsWidgetSchema,
  sportsWidgetBody,
  sportsWidgetCreatedSchema,
  sportsWidgetSummarySchema,
  widgetIdParam,
  widgetTokenParam,
} from './sports-widgets.schema';

export interface SportsWidgetRouteDeps {
  create: CreateSportsWidget;
  list: ListSportsWidgets;
  revoke: RevokeSportsWidget;
  read: ReadPublicSportsWidget;
  /** NEWSDESK_PUBLIC_URL: where host pages reach Newsdesk; the snippets point there. */
  publicUrl: string;
}

const tag = 'Sports widgets';
/** A host page's readers see a new result within a minute; a CDN in front may serve the rest. */
const PUBLIC_CACHE = 'public, max-age=60';

/**
 * Any site may read a widget with its token, but never with the reader's Newsdesk cookie: `*`
 * without credentials (set before the use case runs, so a 404 is readable for the script too).
 */
const openToAnyOrigin = (ctx: Context) => {
  ctx.set('Access-Control-Allow-Origin', '*');
  ctx.remove('Access-Control-Allow-Credentials');
  ctx.set('Cache-Control', 'no-store');
};

/** ADR 0009: export a table or list as embed code, list and revoke it, and the public read. */
export const sportsWidgetRoutes = (deps: SportsWidgetRouteDeps): RouteDefinition[] => [
  defineRoute({
    method: 'post',
    path: '/api/sports/widgets',
    access: 'user',
    tag,
    summary: 'Export a table or list as an embeddable widget: a signed, revocable token and the script and iframe snippets',
    body: sportsWidgetBody,
    response: sportsWidgetCreatedSchema,
    errors: {
      400: 'request.invalid (details name the field), sports.unknown_provider',
      404: 'the data does not exist (sports.competition_season_not_found, sports.race_not_found, …)',
    },
    // Never the request's Host or X-Forwarded-Host: a forged header would put another site's
    // script into the snippet an editor pastes into the CMS (and into caches in between).
    handler: async ({ auth, body }) => deps.create.execute(auth.user.id, body, deps.publicUrl),
  }),
  defineRoute({
    method: 'get',
    path: '/api/sports/widgets',
    access: 'user',
    tag,
    summary: "The user's exported widgets, newest first, revoked ones included",
    response: z.array(sportsWidgetSummarySchema),
    handler: async ({ auth }) => deps.list.execute(auth.user.id),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/sports/widgets/:id',
    access: 'user',
    tag,
    summary: 'Revoke a widget (its owner or an admin): its token reads nothing any more, on every page it is embedded in',
    params: widgetIdParam,
    errors: { 403: 'sports.widget_not_owner', 404: 'sports.widget_not_found' },
    handler: async ({ auth, params }) => {
      await deps.revoke.execute({ userId: auth.user.id, isAdmin: auth.user.roles.includes('admin') }, params.id);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/public/sports/widgets/:token',
    access: 'public',
    tag,
    summary: "A widget's data for host pages: no session, any origin (CORS *, no credentials), cached for a minute",
    params: widgetTokenParam,
    response: publicSportsWidgetSchema,
    errors: { 404: 'sports.widget_not_found: unknown, revoked or tampered token' },
    handler: async ({ params, ctx }) => {
      openToAnyOrigin(ctx);
      const widget = await deps.read.execute(params.token);
      ctx.set('Cache-Control', PUBLIC_CACHE);
      return widget;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/embed/sports/:token',
    access: 'public',
    tag,
    summary: 'The iframe page of a widget (frameable by any site); it loads the widget script, which reads the public route',
    params: widgetTokenParam,
    errors: { 404: 'sports.widget_not_found: not a widget token' },
    handler: async ({ params, ctx }) => {
      // Only a genuine token gets a page (revoked ones too: the page then says so, in the widget's language).
      const locale = await deps.read.pageLanguage(params.token).catch((error: unknown) => {
        if (isDomainError(error) && error.code === 'sports.widget_not_found') return null;
        throw error;
      });
      if (locale === null) {
        ctx.status = 404;
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body = 'This widget does not exist.';
        return;
      }
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', PUBLIC_CACHE);
      ctx.body = sportsWidgetFramePage(params.token, locale);
    },
  }),
];
