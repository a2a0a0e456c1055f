type Sanitiser = typeof import('./safe-html');

let loading: Promise<Sanitiser> | undefined;
let loaded: Sanitiser | undefined;

/**
 * DOMPurify arrives with the first note shown, not with every page of the app (ADR 0016). Called
 * early (the store opening the dialog, a test), the dialog's first render needs no wait.
 */
export const loadReleaseNoteSanitiser = (): Promise<Sanitiser> =>
  (loading ??= import('./safe-html').then((module) => {
    loaded = module;
    return module;
  }));

/** The sanitiser once it has arrived, else undefined. */
export const loadedReleaseNoteSanitiser = (): Sanitiser | undefined => loaded;
