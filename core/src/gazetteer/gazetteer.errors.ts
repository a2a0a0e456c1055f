import { DomainError } from '../shared/domain-error';
import { GAZETTEER_LIMITS } from './gazetteer.types';

export const invalidGazetteerLanguage = () => new DomainError('invalid', 'gazetteer.invalid_language', 'The language is en, de or fr.');

export const invalidGazetteerKind = () =>
  new DomainError('invalid', 'gazetteer.invalid_kind', 'The kind is organization, person or location.');

export const invalidGazetteerName = () =>
  new DomainError('invalid', 'gazetteer.invalid_name', `A name has ${GAZETTEER_LIMITS.nameMin} to ${GAZETTEER_LIMITS.nameMax} characters.`);

export const invalidGazetteerAliases = () =>
  new DomainError(
    'invalid',
    'gazetteer.invalid_aliases',
    `At most ${GAZETTEER_LIMITS.aliasesMax} aliases, each at most ${GAZETTEER_LIMITS.aliasMax} characters.`,
  );

export const gazetteerEntryExists = () =>
  new DomainError('conflict', 'gazetteer.entry_exists', 'This name is already listed for this language and kind.');

export const gazetteerEntryNotFound = () => new DomainError('not_found', 'gazetteer.entry_not_found', 'This entry does not exist.');
