import { z } from 'zod';
import { INFO_MESSAGE_LEVELS, MAX_INFO_MESSAGE_LENGTH } from '@newsdesk/core/info-messages/info-message.types';
import type { InfoMessageList, InfoMessageRequest, InfoMessageView } from '@newsdesk/core/info-messages/info-message.wire';

// Every schema `satisfies` core's wire type (info-message.wire.ts, ADR 0031).
const text = z.string().max(MAX_INFO_MESSAGE_LENGTH * 2);
const level = z.enum(INFO_MESSAGE_LEVELS);

export const infoMessageBody = z.object({
  level,
  text: z.object({ en: text.optional(), de: text.optional(), fr: text.optional() }).strict(),
  /** ISO 8601; null or absent = no expiry. The use case checks that it lies ahead. */
  expiresAt: z
    .string()
    .max(40)
    .nullish()
    .transform((value) => value ?? null),
}) satisfies z.ZodType<InfoMessageRequest>;

export const infoMessageIdParam = z.object({ id: z.string().uuid('not an info message id') });

export const infoMessageViewSchema = z.object({
  id: z.string(),
  level,
  text: z.object({ en: z.string().optional(), de: z.string().optional(), fr: z.string().optional() }),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<InfoMessageView>;

export const infoMessageListSchema = z.object({ messages: z.array(infoMessageViewSchema) }) satisfies z.ZodType<InfoMessageList>;
