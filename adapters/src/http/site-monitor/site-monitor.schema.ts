import { z } from 'zod';
import { DIFF_PART_KINDS, type DiffPart, type SiteView } from '@newsdesk/core/site-monitor/site-monitor.types';
import type {
  AddedSite,
  AddSiteRequest,
  SiteAlertRequest,
  SiteCheckResult,
  SiteCheckSummary,
  SiteIdRequest,
  SiteList,
  SiteUpdateRequest,
} from '@newsdesk/core/site-monitor/site-monitor.wire';
import { alertDraftSchema, alertViewSchema } from '../collections/collections.schema';

// Lengths here only stop abuse; the real rules (http(s) address, selector syntax, name ≤ 120,
// ignore rule syntax) are core's, with the spec's "invalid site format" messages. Every schema
// `satisfies` core's wire type (site-monitor.wire.ts, ADR 0031).
const siteId = z.string().uuid('not a site id');

export const addSiteBody = z.object({
  url: z.string().max(4_000),
  selector: z.string().max(2_000),
  name: z.string().max(1_000),
}) satisfies z.ZodType<AddSiteRequest>;

export const siteIdParam = z.object({ id: siteId });
export const siteIdBody = z.object({ id: siteId }) satisfies z.ZodType<SiteIdRequest>;

export const siteUpdateBody = z.object({
  id: siteId,
  name: z.string().max(1_000).optional(),
  url: z.string().max(4_000).optional(),
  selector: z.string().max(2_000).optional(),
  ignoredPatterns: z.array(z.string().max(1_000)).max(100).optional(),
}) satisfies z.ZodType<SiteUpdateRequest>;

const diffPart = z.object({
  kind: z.enum(DIFF_PART_KINDS),
  text: z.string(),
  elided: z.boolean().optional(),
}) satisfies z.ZodType<DiffPart>;

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
}) satisfies z.ZodType<SiteView>;

export const addedSiteSchema = z.object({ site: siteViewSchema, proposedIgnores: z.array(z.string()) }) satisfies z.ZodType<AddedSite>;

export const siteListSchema = z.object({ sites: z.array(siteViewSchema), alertCount: z.number().int() }) satisfies z.ZodType<SiteList>;

/** A site's alert settings (ADR 0026): the collection editor's alert, null to stop alerts. */
export const siteAlertBody = z.object({ id: siteId, alert: alertDraftSchema.nullable() }) satisfies z.ZodType<SiteAlertRequest>;

export const checkSummarySchema = z.object({
  checked: z.number().int(),
  changed: z.number().int(),
  failed: z.number().int(),
  busy: z.number().int(),
}) satisfies z.ZodType<SiteCheckSummary>;

export const siteCheckResultSchema = siteListSchema.extend({ summary: checkSummarySchema }) satisfies z.ZodType<SiteCheckResult>;
