import { makeAutoObservable, runInAction } from 'mobx';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH } from '@newsdesk/core/glossary/glossary.types';
import type { GlossaryApi, GlossaryItemView } from './glossary.gateway';
import { keepDomain, toUiError, type UiError } from '../ui/ui-error';
import { DESCRIPTION_CODES, SAVE_FAILED, TITLE_CODES } from './glossary-error';

/** The create / edit dialog. Field errors stay in the dialog; anything else goes to `onFailed` (a toast). */
export class GlossaryEditorStore {
  open = false;
  itemId: string | null = null;
  title = '';
  description = '';
  saving = false;
  error: UiError | null = null;

  constructor(
    private readonly api: GlossaryApi,
    private readonly onSaved: (item: GlossaryItemView, created: boolean) => void,
    private readonly onFailed: (error: UiError) => void,
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

  get titleError(): UiError | null {
    return this.error && TITLE_CODES.includes(this.error.code) ? this.error : null;
  }

  get descriptionError(): UiError | null {
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
  private localError(): UiError | null {
    const title = this.title.trim();
    const description = this.description.trim();
    if (title === '') return { code: 'glossary.title_required', message: 'A glossary item needs a title.', values: {}, retryable: false };
    if (title.length > MAX_TITLE_LENGTH)
      return { code: 'glossary.title_too_long', message: 'Title too long', values: { maxLength: MAX_TITLE_LENGTH }, retryable: false };
    if (description === '')
      return { code: 'glossary.description_required', message: 'A glossary item needs a description.', values: {}, retryable: false };
    if (description.length > MAX_DESCRIPTION_LENGTH)
      return {
        code: 'glossary.description_too_long',
        message: 'Description too long',
        values: { maxLength: MAX_DESCRIPTION_LENGTH },
        retryable: false,
      };
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
      const failure = toUiError(error, { keep: keepDomain('glossary'), fallback: SAVE_FAILED });
      const inField = TITLE_CODES.includes(failure.code) || DESCRIPTION_CODES.includes(failure.code);
      runInAction(() => {
        this.saving = false;
        if (inField) this.error = failure;
      });
      if (!inField) this.onFailed(failure);
    }
  }
}
