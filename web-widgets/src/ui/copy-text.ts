export type CopyOutcome = 'copied' | 'copyFailed' | null;

/**
 * Copies a text for the reader and reports how it went: null at once (an earlier message goes),
 * then 'copied' or 'copyFailed'. Without a clipboard (an insecure page, an old browser) it fails
 * at once rather than pretending.
 */
export const copyText = (
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined,
  report: (outcome: CopyOutcome) => void,
): void => {
  const target = clipboard ?? (typeof navigator === 'undefined' ? undefined : navigator.clipboard);
  report(null);
  if (!target) {
    report('copyFailed');
    return;
  }
  target.writeText(text).then(
    () => report('copied'),
    () => report('copyFailed'),
  );
};
