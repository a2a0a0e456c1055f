import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { SessionPolicy } from '@newsdesk/core/identity/session-policy';
import { DEFAULT_MAX_COLLECTIONS_PER_USER } from '@newsdesk/core/collections/collection.types';
import { DEFAULT_SHED_LAG_MS, defaultMaxExpensiveInFlight, type SheddingLimits } from '@newsdesk/adapters/http/operations/load-shedding';
import { findInstallRoot } from './install-root';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** Every environment variable Newsdesk reads (the README's configuration table mirrors this). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_READ_URL: list
    .pipe(z.array(z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_READ_URL must be one or more postgresql:// URLs, comma-separated')))
    .optional(),
  NEWSDESK_READ_MAX_LAG_SECONDS: z.coerce.number().positive().max(3_600).default(30),
  NEWSDESK_DATA_DIR: z.string().default('.newsdesk'),
  NEWSDESK_DEMO_PASSWORD: z.string().min(12, 'NEWSDESK_DEMO_PASSWORD needs at least 12 characters').default('newsdesk-demo'),
  NEWSDESK_ENVIRONMENT: z.enum(['production', 'staging', 'development']).optional(),
  NEWSDESK_SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  NEWSDESK_SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  NEWSDESK_ALLOWED_ORIGINS: list.default([]),
  NEWSDESK_TRUST_PROXY: bool.default(false),
  NEWSDESK_FETCH_ALLOW: list.optional(),
  NEWSDESK_ROLES: list.default(['web', 'worker']),
  NEWSDESK_DEMO_DOCUMENTS: z.coerce.number().int().min(0).max(2_000_000).default(5_000),
  // collections and the Slack directory
  NEWSDESK_MAX_COLLECTIONS: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_MAX_COLLECTIONS_PER_USER),
  SLACK_BOT_TOKEN: z.string().optional(),
  SLACK_API_URL: z.string().url().default('https://slack.com/api/'),
  // alert deliveries (ADR 0007)
  SMTP_URL: z.string().url().optional(),
  ALERT_MAIL_FROM: z.string().default('Newsdesk <alerts@newsdesk.invalid>'),
  /** A mailbox that handles unsubscribe requests, offered in List-Unsubscribe beside the one-click URL (ADR 0022). */
  ALERT_UNSUBSCRIBE_MAILTO: z.string().email().optional(),
  // default: this machine on PORT (demo mode); embed snippets and alert links use it, never the request's Host
  NEWSDESK_PUBLIC_URL: z.string().url().optional(),
  NEWSDESK_DAILY_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  NEWSDESK_FEEDBACK_URL: z.url({ protocol: /^https?$/, error: 'NEWSDESK_FEEDBACK_URL must be an http(s) URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // operator's view (docs/operations.md, "Health and metrics")
  NEWSDESK_METRICS_TOKEN: z.string().min(16, 'NEWSDESK_METRICS_TOKEN needs at least 16 characters').optional(),
  // load shedding of expensive routes (adapters/src/http/operations/load-shedding.ts)
  NEWSDESK_SHED_LAG_MS: z.coerce.number().int().min(10).max(60_000).default(DEFAULT_SHED_LAG_MS),
  NEWSDESK_MAX_EXPENSIVE_IN_FLIGHT: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(defaultMaxExpensiveInFlight(os.availableParallelism())),
});

export interface Config {
  port: number;
  host: string;
  /** Unset: demo mode on an embedded PostgreSQL with demo users. */
  databaseUrl: string | undefined;
  /** Streaming standbys for search, suggestions, related documents and counts (DATABASE_READ_URL). */
  databaseReadUrls: string[];
  /** A replica further behind the primary than this is not read. */
  readMaxLagMs: number;
  demo: boolean;
  dataDir: string;
  demoPassword: string;
  environment: 'production' | 'staging' | 'development';
  sessionPolicy: SessionPolicy;
  allowedOrigins: string[];
  trustProxy: boolean;
  logLevel: string;
  /** Hosts, IPs or CIDRs the outbound gate may reach although they are private (tests, intranet). */
  fetchAllow: string[];
  /** `web` serves HTTP; `worker` crawls and delivers. One process does both by default. */
  roles: { web: boolean; worker: boolean };
  /** Size of the generated demo corpus seeded into an empty demo database. */
  demoDocuments: number;
  /** Collections one user may own (NEWSDESK_MAX_COLLECTIONS). */
  maxCollectionsPerUser: number;
  /** Slack bot token; unset = Slack not configured (chips are checked for format only). */
  slackBotToken: string | undefined;
  /** Slack Web API base URL (a local fake in tests). */
  slackApiUrl: string;
  /** SMTP server for e-mail alerts (`smtp://user:pass@host:587`); unset = e-mail alerts fail with a clear last error. */
  smtpUrl: string | undefined;
  alertMailFrom: string;
  alertUnsubscribeMailto?: string;
  /** Newsdesk as its users reach it: links in alerts. */
  publicUrl: string;
  /** Hour (Europe/Zurich) at which daily digests close and are sent. */
  dailyDigestHour: number;
  /** scrypt cost; lowered only by tests. */
  passwordHashCost: { N: number; r: number; p: number };
  /** The settings popup's feedback link (a chat-tool URL); unset hides it. */
  feedbackUrl: string | undefined;
  /** NEWSDESK_METRICS_TOKEN: /metrics wants it as a bearer token; unset = open (firewall it). */
  metricsToken: string | undefined;
  /** Expensive routes answer 503 server.busy past this event-loop lag or this many of them in flight. */
  loadShedding: SheddingLimits;
  /** A job runner's loop may be this late, beyond three of its intervals, before /readyz fails (lowered by tests). */
  jobHeartbeatGraceMs: number;
  clientDir: string;
  /** The standalone widget scripts served under /embed/ (web-widgets/dist/standalone). */
  embedDir: string;
  localesDir: string;
  version: string;
}

/** The checkout or production install: the same from sources and from the compiled bundle. */
export const REPO_ROOT = findInstallRoot(import.meta.dirname);

export class ConfigError extends Error {}

export const loadConfig = (env: NodeJS.ProcessEnv): Config => {
  // An empty variable (`DATABASE_URL= npm start`) means unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const demo = !e.DATABASE_URL;
  return {
    port: e.PORT,
    // The demo has a published password: keep it on this machine unless told otherwise.
    host: e.HOST ?? (demo ? '127.0.0.1' : '0.0.0.0'),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrls: e.DATABASE_READ_URL ?? [],
    readMaxLagMs: e.NEWSDESK_READ_MAX_LAG_SECONDS * 1_000,
    demo,
    dataDir: path.resolve(REPO_ROOT, e.NEWSDESK_DATA_DIR),
    demoPassword: e.NEWSDESK_DEMO_PASSWORD,
    environment: e.NEWSDESK_ENVIRONMENT ?? (demo ? 'staging' : 'production'),
    sessionPolicy: { idleMs: e.NEWSDESK_SESSION_IDLE_MINUTES * 60_000, absoluteMs: e.NEWSDESK_SESSION_ABSOLUTE_HOURS * 3_600_000 },
    allowedOrigins: e.NEWSDESK_ALLOWED_ORIGINS,
    trustProxy: e.NEWSDESK_TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    // The demo crawls feeds the app serves itself, on this machine.
    fetchAllow: e.NEWSDESK_FETCH_ALLOW ?? (demo ? ['127.0.0.1', 'localhost'] : []),
    roles: { web: e.NEWSDESK_ROLES.includes('web'), worker: e.NEWSDESK_ROLES.includes('worker') },
    demoDocuments: e.NEWSDESK_DEMO_DOCUMENTS,
    maxCollectionsPerUser: e.NEWSDESK_MAX_COLLECTIONS,
    slackBotToken: e.SLACK_BOT_TOKEN,
    slackApiUrl: e.SLACK_API_URL,
    smtpUrl: e.SMTP_URL,
    alertMailFrom: e.ALERT_MAIL_FROM,
    alertUnsubscribeMailto: e.ALERT_UNSUBSCRIBE_MAILTO,
    publicUrl: e.NEWSDESK_PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    dailyDigestHour: e.NEWSDESK_DAILY_DIGEST_HOUR,
    passwordHashCost: { N: 2 ** 17, r: 8, p: 1 },
    feedbackUrl: e.NEWSDESK_FEEDBACK_URL,
    metricsToken: e.NEWSDESK_METRICS_TOKEN,
    loadShedding: { lagMs: e.NEWSDESK_SHED_LAG_MS, maxExpensiveInFlight: e.NEWSDESK_MAX_EXPENSIVE_IN_FLIGHT },
    jobHeartbeatGraceMs: 30_000,
    clientDir: path.join(REPO_ROOT, 'app-shell/client/dist'),
    embedDir: path.join(REPO_ROOT, 'web-widgets/dist/standalone'),
    localesDir: path.join(REPO_ROOT, 'web-widgets/locales'),
    version: '0.1.0',
  };
};

/** Host names that reach only the machine they are opened on. */
const isLoopbackHost = (hostname: string): boolean =>
  /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0|\[::\])$/i.test(hostname.replace(/\.$/, ''));

/**
 * Alerts link to documents through NEWSDESK_PUBLIC_URL (e-mail and Slack, spec "Alerting"). With a
 * real database it is a production start, where a missing value or one on this machine yields links
 * their readers cannot open: worth a warning at start, though not a refusal (a first trial run on
 * one machine is legitimate). Demo mode runs on this machine by design and gets none.
 */
export const publicUrlWarning = (config: Pick<Config, 'demo' | 'publicUrl'>, env: NodeJS.ProcessEnv): string | undefined => {
  if (config.demo) return undefined;
  const fix = 'set it to the address your users open Newsdesk at (e.g. https://newsdesk.newsroom.example)';
  if (!env.NEWSDESK_PUBLIC_URL?.trim()) return `NEWSDESK_PUBLIC_URL is not set, so links in alerts point at ${config.publicUrl}: ${fix}.`;
  if (isLoopbackHost(new URL(config.publicUrl).hostname)) {
    return `NEWSDESK_PUBLIC_URL is ${config.publicUrl}, an address of this machine only, so links in alerts will not open for their readers: ${fix}.`;
  }
  return undefined;
};
