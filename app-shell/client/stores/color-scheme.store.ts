import { makeAutoObservable } from 'mobx';
import { cssColorSchemeOf, readColorSchemeChoice, themeAttributeOf, writeColorSchemeChoice } from '@newsdesk/web-widgets/provider';
import type { ColorSchemeChoice, ThemeAttribute } from '@newsdesk/web-widgets/provider';

type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage throws in sandboxed iframes and some private modes: then nothing is remembered. */
const browserStorage = (): ChoiceStorage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

/** The page around the widgets (html): its canvas and scrollbars follow the choice too. */
const setPageColorScheme = (css: string): void => {
  if (typeof document !== 'undefined') document.documentElement.style.colorScheme = css;
};

/**
 * The reader's light/dark choice from the user menu, remembered in this browser
 * (docs/decisions/0019-dark-mode-and-shortcuts.md). Read synchronously when the store is made,
 * before the first render, so a reader who chose dark never sees a light page first.
 */
export class ColorSchemeStore {
  choice: ColorSchemeChoice;

  constructor(
    private readonly storage: ChoiceStorage | undefined = browserStorage(),
    private readonly applyToPage: (css: string) => void = setPageColorScheme,
  ) {
    this.choice = readColorSchemeChoice(storage);
    this.applyToPage(cssColorSchemeOf(this.choice));
    makeAutoObservable<ColorSchemeStore, 'storage' | 'applyToPage'>(this, { storage: false, applyToPage: false }, { autoBind: true });
  }

  /** data-nd-theme of the app's root: none while the system decides. */
  get themeAttribute(): ThemeAttribute | undefined {
    return themeAttributeOf(this.choice);
  }

  choose(choice: ColorSchemeChoice): void {
    this.choice = choice;
    writeColorSchemeChoice(this.storage, choice);
    this.applyToPage(cssColorSchemeOf(choice));
  }
}
