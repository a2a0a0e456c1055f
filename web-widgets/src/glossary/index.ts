export { Glossary } from './Glossary';
export type { GlossaryProps } from './Glossary';
export { GlossaryStore } from './glossary.store';
export type { GlossaryStatus, GlossaryStoreOptions } from './glossary.store';
export { GlossaryEditorStore } from './glossary-editor.store';
export { GlossaryGateway } from './glossary.gateway';
export type { GlossaryApi, GlossaryItemInput, GlossaryItemView, GlossaryListParams, GlossaryListView } from './glossary.gateway';
