import { z } from 'zod';

/** What the settings popup needs from the server besides the session (GET /api/client/settings). */
export const clientSettingsResponse = z.object({
  /** The chat-tool link of "Feedback"; null hides the entry. */
  feedbackUrl: z.string().nullable(),
  /** Where the app shows the user guide. */
  userGuidePath: z.string(),
});

export type ClientSettings = z.infer<typeof clientSettingsResponse>;
