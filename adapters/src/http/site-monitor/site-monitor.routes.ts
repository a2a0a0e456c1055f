import { toDeliveryPage } from '@newsdesk/core/alerting/delivery-log.wire';
import type { AddSite } from '@newsdesk/core/site-monitor/add-site';
import type { CheckOwnerSites } from '@newsdesk/core/site-monitor/check-sites';
import type { DeleteSite } from '@newsdesk/core/site-monitor/delete-site';
import type { ListSites } from '@newsdesk/core/site-monitor/list-sites';
import type { MarkAllSitesViewed, MarkSiteViewed } from '@newsdesk/core/site-monitor/mark-site-viewed';
import type { SiteAlertSettings } from '@newsdesk/core/site-monitor/site-alert-settings';
import { toSiteList } from '@newsdesk/core/site-monitor/site-monitor.wire';
import type { UpdateSite } from '@newsdesk/core/site-monitor/update-site';
import { webhookSecretSchema } from '../alerts/alert-channels.routes';
import { deliveryPageQuery, deliveryPageSchema } from '../alerts/delivery-view';
import { defineRoute, type RouteDefinition } from '../route-definition';
import {
  addedSiteSchema,
  addSiteBody,
  siteAlertBody,
  siteCheckResultSchema,
  siteIdBody,
  siteIdParam,
  siteListSchema,
  siteUpdateBody,
  siteViewSchema,
} from './site-monitor.schema';

export interface SiteMonitorRouteDeps {
  add: AddSite;
  list: ListSites;
  remove: DeleteSite;
  update: UpdateSite;
  checkNow: CheckOwnerSites;
  viewed: MarkSiteViewed;
  viewedAll: MarkAllSitesViewed;
  alerts: SiteAlertSettings;
}

const tag = 'Site monitor';
const INVALID =
  'site_monitor.invalid_url, .invalid_selector, .name_required, .name_too_long, .invalid_ignore_rule ("Invalid site format: …")';
const READ =
  'site_monitor.selector_not_found ("The text cannot be found with that selector."), site_monitor.fetch_failed (details.reason: the gate\'s fetch.* code)';

/** Spec §7 site-monitor calls; every one acts on the logged-in user's own sites. */
export const siteMonitorRoutes = (deps: SiteMonitorRouteDeps): RouteDefinition[] => [
  defineRoute({
    method: 'post',
    path: '/api/site-monitor/addSite',
    access: 'user',
    tag,
    summary: 'Add a site to the list: read three times (noise profile), proposed ignore rules applied, third reading as baseline',
    body: addSiteBody,
    response: addedSiteSchema,
    errors: {
      400: `${INVALID}, ${READ}`,
      409: 'site_monitor.site_exists ("A site with this URL and selector already exists."), site_monitor.limit_reached',
    },
    handler: async ({ auth, body }) => deps.add.execute(auth.user.id, body),
  }),
  defineRoute({
    method: 'get',
    path: '/api/site-monitor/getSites',
    access: 'user',
    tag,
    summary: "The user's sites (isNew, last change as a diff, last check) and how many are new (the sidebar badge)",
    response: siteListSchema,
    handler: async ({ auth }) => toSiteList(await deps.list.execute(auth.user.id)),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/site-monitor/deleteSite/:id',
    access: 'user',
    tag,
    summary: 'Remove a site from the list',
    params: siteIdParam,
    errors: { 404: 'site_monitor.not_found' },
    handler: async ({ auth, params }) => {
      await deps.remove.execute(auth.user.id, params.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/site-monitor/compareSites',
    access: 'user',
    tag,
    summary: '"Check updates now": checks every site of the user at once; answers the summary and the fresh list',
    response: siteCheckResultSchema,
    handler: async ({ auth }) => {
      const { summary, sites } = await deps.checkNow.execute(auth.user.id);
      return { summary, ...toSiteList(sites) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/site-monitor/siteViewed',
    access: 'user',
    tag,
    summary: 'Mark one site viewed: its change stays readable, it no longer counts as new',
    body: siteIdBody,
    errors: { 404: 'site_monitor.not_found' },
    handler: async ({ auth, body }) => {
      await deps.viewed.execute(auth.user.id, body.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/site-monitor/siteViewedAll',
    access: 'user',
    tag,
    summary: 'Mark every site of the user viewed',
    handler: async ({ auth }) => {
      await deps.viewedAll.execute(auth.user.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/site-monitor/siteUpdate',
    access: 'user',
    tag,
    summary: 'Rename a site, change its ignore rules, or point it to another url/selector (read at once; becomes the new baseline)',
    body: siteUpdateBody,
    response: siteViewSchema,
    errors: { 400: `${INVALID}, ${READ}`, 404: 'site_monitor.not_found', 409: 'site_monitor.site_exists, site_monitor.busy' },
    handler: async ({ auth, body }) => {
      const { id, ...patch } = body;
      return deps.update.execute(auth.user.id, id, patch);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/site-monitor/siteAlert',
    access: 'user',
    tag,
    summary:
      "Save a site's alert settings (frequency; Slack channels, e-mail addresses, webhook and Teams URLs), null to stop alerts (ADR 0026)",
    body: siteAlertBody,
    response: siteViewSchema,
    errors: {
      400: "collection.frequency_required, collection.invalid_email, .invalid_slack_channel, .invalid_webhook_url, .invalid_teams_url (the collection editor's rules)",
      404: 'site_monitor.not_found',
    },
    handler: async ({ auth, body }) => deps.alerts.save(auth.user.id, body.id, body.alert),
  }),
  defineRoute({
    method: 'get',
    path: '/api/site-monitor/siteDeliveries/:id',
    access: 'user',
    tag,
    summary: "A site's alert deliveries, newest first: channel, recipient, status, attempts, last error, times",
    params: siteIdParam,
    query: deliveryPageQuery,
    response: deliveryPageSchema,
    errors: { 404: 'site_monitor.not_found' },
    handler: async ({ auth, params, query }) =>
      toDeliveryPage(await deps.alerts.deliveries(auth.user.id, params.id, query.page, query.pageSize)),
  }),
  defineRoute({
    method: 'post',
    path: '/api/site-monitor/siteWebhookSecret',
    access: 'user',
    tag,
    summary: "A new signing secret for the site's webhooks, shown in this answer only (the old one stops at once)",
    body: siteIdBody,
    response: webhookSecretSchema,
    errors: { 404: 'site_monitor.not_found' },
    handler: async ({ auth, body }) => deps.alerts.rotateWebhookSecret(auth.user.id, body.id),
  }),
];
