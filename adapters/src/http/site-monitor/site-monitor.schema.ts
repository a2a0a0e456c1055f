import { z } from 'zod';
import { alertDraftSchema, alertViewSchema } from '../collections/collections.schema';

// Lengths here only stop abuse; the real rules (http(s) address, selector syntax, name ≤ 120,
// ignore rule syntax) are core's, with the spec's "invalid site format" messages.
const siteId = z.string().uuid('not a site id');

export const addSiteBody = z.object({
  url: z.string().max(4_000),
  selector: z.string().max(2_000),
  name: z.string().max(1_000),
});

export const siteIdParam = z.object({ id: siteId });
export const siteIdBody = z.object({ id: siteId });

export const siteUpdateBody = z.object({
  id: siteId,
  name: z.string().max(1_000).optional(),
  url: z.string().max(4_000).optional(),
  selector: z.string().max(2_000).optional(),
  ignoredPatterns: z.array(z.string().max(1_000)).max(100).optional(),
});

const diffPart = z.object({ kind: z.enum(['same', 'added', 'removed']), text: z.string(), elided: z.boolean().optional() });

export const siteViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  selector: z.string(),
  ignoredPatterns: z.array(z.string()),
  isNew: z.boolean(),
  lastChange: z.object({ at: z.string(), parts: z.array(diffPart) }).nullable(),
  lastCheckedAt: z.string().nullable(),
  lastError: z.object({ code: z.string(), at: z.string() }).nullable(),
  alert: alertViewSchema.nullable(),
  createdAt: z.string(),
});

/** A site's alert settings (ADR 0026): the collection editor's alert, null to stop alerts. */
export const siteAlertBody = z.object({ id: siteId, alert: alertDraftSchema.nullable() });

export const checkSummarySchema = z.object({
  checked: z.number().int(),
  changed: z.number().int(),
  failed: z.number().int(),
  busy: z.number().int(),
});
