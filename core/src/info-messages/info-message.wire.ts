import type { InfoMessageDraft, InfoMessageView } from './info-message.types';

/**
 * The wire contract of the info-message routes (ADR 0031). The route schemas
 * (adapters/src/http/info-messages) are checked against these types and the banner widget imports them.
 */

/** Answer of GET /api/infoStatusMessages and /all. */
export interface InfoMessageList {
  messages: InfoMessageView[];
}

/** Body of POST /api/infoStatusMessages and POST /api/infoStatusMessages/:id. */
export type InfoMessageRequest = InfoMessageDraft;

export type { InfoMessageDraft, InfoMessageView };
export type { InfoMessageLevel } from './info-message.types';
