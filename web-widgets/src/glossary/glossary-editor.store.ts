import { makeAutoObservable, runInAction } from 'mobx';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH } from '@newsdesk/core/glossary/glossary.types';
import type { GlossaryApi, GlossaryItemView } from './glossary.gateway';
import { DESCRIPTION_CODES, TITLE_CODES, toGlossaryError, type GlossaryError } from './glossary-error';

/** The create / edit dialog. Field errors stay in the dialog; anything else goes to `onFailed` (a toast). */
export class GlossaryEditorStore {
  open = false;
  itemId: string | null = null;
  title = '';
  description = '';
  saving = false;
  error: GlossaryError | null = null;

  constructor(
    private readonly api: GlossaryApi,
    private readonly onSaved: (item: GlossaryItemView, created: boolean) => void,
    private readonly onFailed: (error: GlossaryError) => void,
  ) {
    makeAutoObservable<GlossaryEditorStore, 'api' | 'onSaved' | 'onFailed'>(
      this,
      { api: false, onSaved: false, onFailed: false },
      { autoBind: true },
    );
  }

  get isEdit(): boolean {
    return this.itemId !== null;
  }

  get titleError(): GlossaryError | null {
    return this.error && TITLE_CODES.includes(this.error.code) ? this.error : null;
  }

  get descriptionError(): GlossaryError | null {
    return this.error && DESCRIPTION_CODES.includes(this.error.code) ? this.error : null;
  }

  startCreate(): void {
    this.itemId = null;
    this.title = '';
    this.description = '';
    this.error = null;
    this.open = true;
  }

  startEdit(item: GlossaryItemView): void {
    this.itemId = item.id;
    this.title = item.title;
    this.description = item.description;
    this.error = null;
    this.open = true;
  }

  close(): void {
    if (!this.saving) this.open = false;
  }

  setTitle(title: string): void {
    this.title = title;
    if (this.titleError) this.error = null;
  }

  setDescription(description: string): void {
    this.description = description;
    if (this.descriptionError) this.error = null;
  }

  /** Spec §5 checked here too, so an empty field is marked without a round trip. */
  private localError(): GlossaryError | null {
    const title = this.title.trim();
    const description = this.description.trim();
    if (title === '') return { code: 'glossary.title_required', message: 'A glossary item needs a title.', values: {} };
    if (title.length > MAX_TITLE_LENGTH)
      return { code: 'glossary.title_too_long', message: 'Title too long', values: { maxLength: MAX_TITLE_LENGTH } };
    if (description === '') return { code: 'glossary.description_required', message: 'A glossary item needs a description.', values: {} };
    if (description.length > MAX_DESCRIPTION_LENGTH)
      return { code: 'glossary.description_too_long', message: 'Description too long', values: { maxLength: MAX_DESCRIPTION_LENGTH } };
    return null;
  }

  async save(): Promise<void> {
    if (this.saving) return;
    const local = this.localError();
    if (local) {
      this.error = local;
      return;
    }
    this.saving = true;
    this.error = null;
    const created = this.itemId === null;
    try {
      const saved = await this.api.save({ ...(this.itemId ? { id: this.itemId } : {}), title: this.title, description: this.description });
      runInAction(() => {
        this.saving = false;
        this.open = false;
      });
      this.onSaved(saved, created);
    } catch (error) {
      const failure = toGlossaryError(error, 'glossary.save_failed');
      const inField = TITLE_CODES.includes(failure.code) || DESCRIPTION_CODES.includes(failure.code);
      runInAction(() => {
        this.saving = false;
        if (inField) this.error = failure;
      });
      if (!inField) this.onFailed(failure);
    }
  }
}
