import { z } from 'zod';
import { MAX_INFO_MESSAGE_LENGTH } from '@newsdesk/core/info-messages/info-message.types';

const text = z.string().max(MAX_INFO_MESSAGE_LENGTH * 2);

export const infoMessageBody = z.object({
  level: z.enum(['info', 'warning']),
  text: z.object({ en: text.optional(), de: text.optional(), fr: text.optional() }).strict(),
  /** ISO 8601; null or absent = no expiry. The use case checks that it lies ahead. */
  expiresAt: z
    .string()
    .max(40)
    .nullish()
    .transform((value) => value ?? null),
});

export const infoMessageIdParam = z.object({ id: z.string().uuid('not an info message id') });

export const infoMessageViewSchema = z.object({
  id: z.string(),
  level: z.enum(['info', 'warning']),
  text: z.object({ en: z.string().optional(), de: z.string().optional(), fr: z.string().optional() }),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const infoMessageListSchema = z.object({ messages: z.array(infoMessageViewSchema) });
