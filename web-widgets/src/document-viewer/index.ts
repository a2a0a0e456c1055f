export { DocumentViewer } from './DocumentViewer';
export type { DocumentViewerProps } from './DocumentViewer';
export { DocumentViewerStore } from './document-viewer.store';
export type { DocumentHighlights, DocumentViewerOptions } from './document-viewer.store';
export { DocumentViewerGateway } from './document-viewer.gateway';
export type { DocumentViewerApi, EntityOperator, TopicView } from './document-viewer.gateway';
export { mountDocumentViewer } from './mount-document-viewer';
export type { MountDocumentViewerOptions, MountedDocumentViewer } from './mount-document-viewer';
