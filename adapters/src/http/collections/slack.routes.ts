import type { Context } from 'koa';
import { z } from 'zod';
import type { SlackLookup } from '@newsdesk/core/collections/slack-lookup';
import { isDomainError } from '@newsdesk/core/shared/domain-error';
import { defineRoute, type RouteDefinition } from '../route-definition';

/**
 * 503 is not a domain error kind (Slack being absent or down is not the user's mistake), so
 * these two answers are written here; the body has the same {message, code} shape.
 */
const unavailable = (ctx: Context, code: 'slack.not_configured' | 'slack.unavailable') => {
  ctx.status = 503;
  ctx.body = {
    code,
    message: code === 'slack.not_configured' ? 'Slack is not configured.' : 'Slack cannot be reached. Please try again later.',
  };
  return undefined;
};

/** The answer, or undefined after a 503 was written. */
const ask = async <T>(
  ctx: Context,
  lookup: SlackLookup | null,
  work: (lookup: SlackLookup) => Promise<T>,
): Promise<{ value: T } | undefined> => {
  if (!lookup) return unavailable(ctx, 'slack.not_configured');
  try {
    return { value: await work(lookup) };
  } catch (error) {
    if (isDomainError(error)) throw error;
    return unavailable(ctx, 'slack.unavailable');
  }
};

const ERRORS = { 503: 'slack.not_configured (no bot token), slack.unavailable' };

/**
 * Checks of the collection editor's chips against the Slack workspace (spec §7), answered by
 * the Web API (@slack/web-api) when a bot token is configured; and whether it is, for the administration.
 */
export const slackRoutes = (deps: { lookup: SlackLookup | null }): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/api/slack/status',
    access: 'admin',
    tag: 'Slack',
    summary: 'Whether a Slack bot token is configured (alerts to Slack channels and the chip checks need one)',
    response: z.object({ configured: z.boolean() }),
    handler: async () => ({ configured: deps.lookup !== null }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/slack/conversations',
    access: 'user',
    tag: 'Slack',
    summary: 'Does a Slack channel chip (#channel-name or channel id) name a channel of the workspace?',
    body: z.object({ channel: z.string().max(100) }),
    response: z.object({ channel: z.string(), exists: z.boolean() }),
    errors: { 400: 'collection.invalid_slack_channel', ...ERRORS },
    handler: async ({ ctx, body }) => (await ask(ctx, deps.lookup, (lookup) => lookup.channel(body.channel)))?.value,
  }),
  defineRoute({
    method: 'get',
    path: '/api/slack/lookupByEmail',
    access: 'user',
    tag: 'Slack',
    summary: 'The Slack user with this e-mail address, or null',
    query: z.object({ email: z.string().max(320) }),
    response: z.object({ user: z.object({ id: z.string(), name: z.string() }).nullable() }),
    errors: { 400: 'collection.invalid_email', ...ERRORS },
    handler: async ({ ctx, query }) => {
      const found = await ask(ctx, deps.lookup, (lookup) => lookup.userByEmail(query.email));
      return found && { user: found.value };
    },
  }),
];
