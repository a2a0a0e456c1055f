import { makeAutoObservable } from 'mobx';
import { MIN_PASSWORD_LENGTH } from '@newsdesk/core/identity/create-user';
import type { UserAccountView } from '@newsdesk/core/identity/user-account-view';
import type { Language } from '@newsdesk/core/identity/user-view';
import type { UserAdminApi } from './user-admin.gateway';
import { submitAdminForm } from '../ui/admin-form';
import type { UiError } from '../ui/ui-error';

export type NewUserField = 'email' | 'givenName' | 'familyName' | 'password';

const EMPTY = { email: '', givenName: '', familyName: '', password: '', language: 'en' as Language, admin: false };

/** Which field a server error is about, so that field is marked invalid. */
const FIELD_OF_CODE: Record<string, NewUserField> = {
  'user.invalid_email': 'email',
  'user.email_taken': 'email',
  'user.name_required': 'givenName',
  'user.weak_password': 'password',
};

/**
 * The "New user" dialog. The rules are the server's (the same as `npm run user:create`); the
 * password length is checked here too, so the admin learns it before sending.
 */
export class CreateUserStore {
  open = false;
  fields = { ...EMPTY };
  saving = false;
  error: UiError | null = null;

  constructor(
    private readonly api: UserAdminApi,
    private readonly onCreated: (user: UserAccountView) => void,
  ) {
    makeAutoObservable<CreateUserStore, 'api' | 'onCreated'>(this, { api: false, onCreated: false }, { autoBind: true });
  }

  get invalidField(): NewUserField | null {
    return this.error ? (FIELD_OF_CODE[this.error.code] ?? null) : null;
  }

  openDialog(): void {
    this.fields = { ...EMPTY };
    this.error = null;
    this.open = true;
  }

  close(): void {
    if (!this.saving) this.open = false;
  }

  setField(field: NewUserField, value: string): void {
    this.fields[field] = value;
  }

  setLanguage(language: Language): void {
    this.fields.language = language;
  }

  setAdmin(admin: boolean): void {
    this.fields.admin = admin;
  }

  save(): Promise<void> {
    const { email, givenName, familyName, password, language, admin } = this.fields;
    return submitAdminForm(this, {
      refuse: (): UiError | null => {
        if (!givenName.trim()) return { code: 'user.name_required', message: 'A given name is required.', values: {}, retryable: false };
        if (password.length < MIN_PASSWORD_LENGTH) {
          return {
            code: 'user.weak_password',
            message: `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`,
            values: { minLength: MIN_PASSWORD_LENGTH },
            retryable: false,
          };
        }
        return null;
      },
      send: () =>
        this.api.createUser({
          email: email.trim(),
          givenName: givenName.trim(),
          familyName: familyName.trim(),
          password,
          language,
          roles: admin ? ['admin', 'staff'] : ['staff'],
        }),
      onSaved: (user) => {
        this.open = false;
        this.fields = { ...EMPTY };
        this.onCreated(user);
      },
    });
  }
}
