import { makeAutoObservable, runInAction } from 'mobx';
import { isDomainError } from '@newsdesk/core/shared/domain-error';

/** Why a chip is flagged: a code of errors.json with its English text. */
export interface ChipProblem {
  code: string;
  message: string;
}

export interface Chip {
  value: string;
  problem: ChipProblem | null;
  /** An asynchronous check (does the Slack channel exist?) is under way. */
  checking: boolean;
}

export interface ChipListOptions {
  /** Core's validator (validateEmailChip, validateSlackChip): returns the clean value or throws a DomainError. */
  validate: (raw: string) => string;
  /** A further check after the format is right; null = fine, undefined = could not tell (accepted). */
  check?: (value: string) => Promise<ChipProblem | null | undefined>;
}

/**
 * The chips of one field (Slack channels or e-mail addresses), spec §5: Enter or a comma makes a
 * chip; an invalid chip stays, flagged, so the user sees what to fix; text left in the input
 * blocks saving until it becomes a chip.
 */
export class ChipListStore {
  chips: Chip[] = [];
  draft = '';

  constructor(private readonly options: ChipListOptions) {
    makeAutoObservable<ChipListStore, 'options'>(this, { options: false }, { autoBind: true });
  }

  reset(values: readonly string[] = []): void {
    this.chips = values.map((value) => ({ value, problem: null, checking: false }));
    this.draft = '';
  }

  /** Typing; a comma (also pasted lists) commits everything before it. */
  setDraft(text: string): void {
    if (!text.includes(',')) {
      this.draft = text;
      return;
    }
    const parts = text.split(',');
    const rest = parts.pop() ?? '';
    for (const part of parts) this.add(part);
    this.draft = rest;
  }

  /** Enter: the typed text becomes a chip (flagged when invalid). */
  commitDraft(): void {
    this.add(this.draft);
    this.draft = '';
  }

  remove(index: number): void {
    this.chips.splice(index, 1);
  }

  /** Backspace in an empty input. */
  removeLast(): void {
    if (this.draft === '' && this.chips.length > 0) this.chips.pop();
  }

  get values(): string[] {
    return this.chips.map((chip) => chip.value);
  }

  get hasPendingText(): boolean {
    return this.draft.trim() !== '';
  }

  get invalidChips(): Chip[] {
    return this.chips.filter((chip) => chip.problem !== null);
  }

  get isChecking(): boolean {
    return this.chips.some((chip) => chip.checking);
  }

  private add(raw: string): void {
    const text = raw.trim();
    if (text === '' || this.chips.some((chip) => chip.value.toLowerCase() === text.toLowerCase())) return;
    let problem: ChipProblem | null = null;
    let value = text;
    try {
      value = this.options.validate(text);
    } catch (error) {
      problem = isDomainError(error) ? { code: error.code, message: error.message } : { code: 'request.invalid', message: String(error) };
    }
    const chip: Chip = { value, problem, checking: problem === null && this.options.check !== undefined };
    this.chips.push(chip);
    if (chip.checking) void this.runCheck(value);
  }

  private async runCheck(value: string): Promise<void> {
    let problem: ChipProblem | null | undefined;
    try {
      problem = await this.options.check?.(value);
    } catch {
      problem = undefined;
    }
    runInAction(() => {
      const chip = this.chips.find((c) => c.value === value);
      if (!chip) return;
      chip.checking = false;
      chip.problem = problem ?? null;
    });
  }
}
