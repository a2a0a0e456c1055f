import { use } from 'react';
import { loadedReleaseNoteSanitiser, loadReleaseNoteSanitiser } from './load-sanitiser';

/** A note's HTML, sanitised on render (DOMPurify) although the server sanitised it on save. */
export const ReleaseNoteBody = ({ html }: { html: string }) => {
  // suspends (the dialog's Suspense) only until the sanitiser's module has arrived once
  const { sanitizeHtml } = loadedReleaseNoteSanitiser() ?? use(loadReleaseNoteSanitiser());
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitizeHtml (DOMPurify) runs on render
  return <div className="nd-release-notes__body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
};
