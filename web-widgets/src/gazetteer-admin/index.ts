export { GazetteerAdmin } from './GazetteerAdmin';
export type { GazetteerAdminProps } from './GazetteerAdmin';
export { GazetteerAdminStore } from './gazetteer-admin.store';
export type { GazetteerAdminStatus, GazetteerKindGroup, GazetteerLanguageGroup } from './gazetteer-admin.store';
export { GazetteerAdminGateway } from './gazetteer-admin.gateway';
export type { GazetteerAdminApi, GazetteerEntryInput, GazetteerEntryView } from './gazetteer-admin.gateway';
