import type { RefObject } from 'react';
import { originalSourceUrl } from '@newsdesk/core/documents/original-source';
import { usePageShortcuts } from '../shortcuts/use-keyboard-shortcuts';
import type { SearchStore } from './search.store';

const TITLE = '.nd-result__title';

/** The result whose title has focus, as an index into the list (-1: none). */
const focusedResult = (titles: HTMLElement[]): number => {
  const active = titles[0]?.ownerDocument.activeElement;
  return active instanceof HTMLElement ? titles.indexOf(active) : -1;
};

const moveThroughResults = (root: HTMLElement | null, step: 1 | -1): boolean => {
  const titles = [...(root?.querySelectorAll<HTMLElement>(TITLE) ?? [])];
  if (titles.length === 0) return false;
  const current = focusedResult(titles);
  const next = current < 0 ? (step === 1 ? 0 : titles.length - 1) : Math.min(Math.max(current + step, 0), titles.length - 1);
  titles[next]?.focus();
  titles[next]?.scrollIntoView?.({ block: 'nearest' });
  return true;
};

/**
 * The search page's shortcuts (keyboard-shortcuts.ts): `/` the query field, `j`/`k` from result
 * to result (focus on the title, so Enter opens it), `o` the focused result's original source,
 * `s` Share search. In the viewer the viewer's own keys apply (DocumentViewer.tsx).
 */
export const useSearchShortcuts = (rootRef: RefObject<HTMLElement | null>, store: SearchStore): void =>
  usePageShortcuts({
    focusSearch: () => {
      const input = rootRef.current?.querySelector<HTMLInputElement>('.nd-tag-input__input');
      input?.focus();
      return Boolean(input);
    },
    next: () => moveThroughResults(rootRef.current, 1),
    previous: () => moveThroughResults(rootRef.current, -1),
    openOriginal: () => {
      const titles = [...(rootRef.current?.querySelectorAll<HTMLElement>(TITLE) ?? [])];
      const url = originalSourceUrl(store.hits[focusedResult(titles)]?.document.document.url);
      if (!url) return false;
      window.open(url, '_blank', 'noopener,noreferrer');
      return true;
    },
    share: () => {
      const button = rootRef.current?.querySelector<HTMLButtonElement>('.nd-share > button');
      if (!button) return false;
      if (button.getAttribute('aria-expanded') !== 'true') button.click();
      button.focus();
      return true;
    },
  });
