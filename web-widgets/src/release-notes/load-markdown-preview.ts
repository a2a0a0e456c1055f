type MarkdownPreview = typeof import('./markdown-preview');

let loading: Promise<MarkdownPreview> | undefined;

/**
 * marked and DOMPurify arrive when an admin opens the release-note editor, not with the
 * administration page (ADR 0016, the widget budgets in web-widgets/test/bundle-sizes.test.ts).
 */
export const loadMarkdownPreview = (): Promise<MarkdownPreview> => (loading ??= import('./markdown-preview'));
