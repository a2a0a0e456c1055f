import { useEffect } from 'react';

/** The browser tab says which page this is. */
export const useDocumentTitle = (title: string): void => {
  useEffect(() => {
    document.title = `${title} · Newsdesk`;
  }, [title]);
};
