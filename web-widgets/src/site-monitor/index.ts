export { SiteMonitor } from './SiteMonitor';
export type { SiteMonitorProps } from './SiteMonitor';
export { SiteDiff } from './SiteDiff';
export { SiteMonitorStore } from './site-monitor.store';
export type { SiteMonitorStatus, SiteField, IgnoreProposal, SiteMonitorStoreOptions } from './site-monitor.store';
export { SiteMonitorGateway } from './site-monitor.gateway';
export type { SiteMonitorApi, SiteList, CheckResult, SitePatch, SiteView, DiffPart, SiteChange } from './site-monitor.gateway';
