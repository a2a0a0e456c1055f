import { describe, expect, test } from '@jest/globals';
import { makeAutoObservable } from 'mobx';
import { ApiError } from '../api/api-error';
import { commaList, invalidInput, submitAdminForm, type Notice } from './admin-form';
import type { UiError } from './ui-error';

/** The smallest admin form: one required name, saved by `send`. */
class NameForm {
  name = '';
  saving = false;
  error: UiError | null = null;
  notice: Notice | null = { key: 'earlier' };
  saved: string[] = [];

  constructor(private readonly send: (name: string) => Promise<string>) {
    makeAutoObservable<NameForm, 'send'>(this, { send: false }, { autoBind: true });
  }

  save(): Promise<void> {
    return submitAdminForm(this, {
      refuse: () => (this.name.trim() ? null : invalidInput()),
      send: () => this.send(this.name.trim()),
      onSaved: (saved) => {
        this.saved.push(saved);
        this.name = '';
        this.notice = { key: 'saved', values: { name: saved } };
      },
    });
  }
}

describe('submitAdminForm', () => {
  test('an empty required field is refused without a call; the earlier notice goes', async () => {
    const calls: string[] = [];
    const form = new NameForm(async (name) => {
      calls.push(name);
      return name;
    });
    await form.save();
    expect(calls).toEqual([]);
    expect(form.error?.code).toBe('request.invalid');
    expect(form.notice).toBeNull();
  });

  test('a save: busy while the call runs, then the answer in place, the field emptied and the notice', async () => {
    let answer: (name: string) => void = () => undefined;
    const form = new NameForm(() => new Promise((resolve) => (answer = resolve)));
    form.name = ' Swissmedic ';
    form.error = invalidInput();
    const done = form.save();
    expect(form.saving).toBe(true);
    expect(form.error).toBeNull();
    // a second submit while the first runs does nothing
    await form.save();
    answer('Swissmedic');
    await done;
    expect(form.saving).toBe(false);
    expect(form.saved).toEqual(['Swissmedic']);
    expect(form.name).toBe('');
    expect(form.notice).toEqual({ key: 'saved', values: { name: 'Swissmedic' } });
  });

  test("the server's refusal becomes the form's error and the fields stay", async () => {
    const form = new NameForm(() =>
      Promise.reject(new ApiError({ status: 409, code: 'gazetteer.entry_exists', message: 'Already listed' })),
    );
    form.name = 'Swissmedic';
    await form.save();
    expect(form.saving).toBe(false);
    expect(form.error?.code).toBe('gazetteer.entry_exists');
    expect(form.name).toBe('Swissmedic');
    expect(form.notice).toBeNull();
  });
});

describe('commaList', () => {
  test('items as typed: trimmed, empty ones dropped', () => {
    expect(commaList(' WHO, , World Health Organization ,')).toEqual(['WHO', 'World Health Organization']);
    expect(commaList('')).toEqual([]);
  });
});
