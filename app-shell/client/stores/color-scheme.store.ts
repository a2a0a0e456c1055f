import { makeAutoObservable } from 'mobx';
import { cssColorSchemeOf, readColorSchemeChoice, themeAttributeOf, writeColorSchemeChoice } from '@newsdesk/web-widgets/provider';
import type { ColorSchemeChoice, ThemeAttribute } from '@newsdesk/web-widgets/provider';
import type { SessionGateway } from '@newsdesk/web-widgets/api';

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
 * The reader's light/dark choice from the user menu, kept on the user by the server and cached in
 * this browser (docs/decisions/0019-dark-mode-and-shortcuts.md). The cache is read synchronously
 * when the store is made, before the first render, so a reader who chose dark never sees a light
 * page first; after login the server's value wins (adopt), so the choice follows the reader.
 */
export class ColorSchemeStore {
  choice: ColorSchemeChoice;

  constructor(
    private readonly storage: ChoiceStorage | undefined = browserStorage(),
    private readonly applyToPage: (css: string) => void = setPageColorScheme,
    private readonly gateway?: Pick<SessionGateway, 'changeColorScheme'>,
  ) {
    this.choice = readColorSchemeChoice(storage);
    this.applyToPage(cssColorSchemeOf(this.choice));
    makeAutoObservable<ColorSchemeStore, 'storage' | 'applyToPage' | 'gateway'>(
      this,
      { storage: false, applyToPage: false, gateway: false },
      { autoBind: true },
    );
  }

  /** data-nd-theme of the app's root: none while the system decides. */
  get themeAttribute(): ThemeAttribute | undefined {
    return themeAttributeOf(this.choice);
  }

  /** The reader picks in the user menu: applied at once, then stored on the user. */
  async choose(choice: ColorSchemeChoice): Promise<void> {
    if (choice === this.choice) return;
    this.adopt(choice);
    try {
      await this.gateway?.changeColorScheme(choice);
    } catch {
      // Still applied and cached here; the server keeps the previous value until the next choice.
    }
  }

  /** The value the server keeps for the user (login, page load): it replaces the cached one. */
  adopt(choice: ColorSchemeChoice): void {
    this.choice = choice;
    writeColorSchemeChoice(this.storage, choice);
    this.applyToPage(cssColorSchemeOf(choice));
  }
}
