export { InfoMessagesBanner } from './InfoMessagesBanner';
export { InfoMessagesStore } from './info-messages.store';
export { InfoMessagesAdmin } from './InfoMessagesAdmin';
export type { InfoMessagesAdminProps } from './InfoMessagesAdmin';
export { InfoMessagesAdminStore } from './info-messages-admin.store';
export type { InfoMessagesAdminStatus } from './info-messages-admin.store';
export { InfoMessagesGateway } from './info-messages.gateway';
export type { InfoMessage, InfoMessageDraft, InfoMessageLevel, InfoMessagesApi } from './info-messages.gateway';
