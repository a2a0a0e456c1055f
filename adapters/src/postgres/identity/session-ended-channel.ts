import { z } from 'zod';

/**
 * NOTIFY channel on which every ended session is announced (logout, expiry, an admin ending it,
 * a deactivated user). Each web process listens and closes that user's live sockets whose
 * session is no longer alive, so none stays open in any process after its session ended.
 */
export const SESSION_ENDED_CHANNEL = 'newsdesk_session_ended';

export const sessionEndedSchema = z.object({ userId: z.string().min(1) });
export type SessionEnded = z.infer<typeof sessionEndedSchema>;
