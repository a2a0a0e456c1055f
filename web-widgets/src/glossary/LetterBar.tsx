import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { GLOSSARY_LETTERS, OTHER_LETTER } from '@newsdesk/core/glossary/glossary.types';
import type { GlossaryStore } from './glossary.store';

/** A–Z and # as toggle buttons; letters without items are dimmed but stay reachable. */
export const LetterBar = observer(function LetterBar({ store }: { store: GlossaryStore }) {
  const { t } = useTranslation('glossary');
  const button = (letter: string | null, text: string, label: string) => {
    const pressed = store.letter === letter;
    const empty = letter !== null && !store.letters.includes(letter);
    return (
      <li key={letter ?? 'all'}>
        <button
          type="button"
          className={`nd-gloss-letter${pressed ? ' nd-gloss-letter--active' : ''}${empty ? ' nd-gloss-letter--empty' : ''}`}
          aria-pressed={pressed}
          aria-label={label}
          onClick={() => store.chooseLetter(letter)}
        >
          {text}
        </button>
      </li>
    );
  };
  return (
    <nav className="nd-gloss-letters" aria-label={t('letters.label')}>
      <ul>
        {button(null, t('letters.all'), t('letters.all'))}
        {GLOSSARY_LETTERS.map((letter) =>
          button(letter, letter, letter === OTHER_LETTER ? t('letters.other') : t('letters.letterLabel', { letter })),
        )}
      </ul>
    </nav>
  );
});
