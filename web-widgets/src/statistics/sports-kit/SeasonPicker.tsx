import { useTranslation } from 'react-i18next';
import { Picker } from './Picker';

export interface SeasonPickerProps {
  /** The season on screen; null while the provider has not said which is its latest. */
  shown: string | null;
  choices: string[];
  onChange: (seasonId: string) => void;
}

/** The season list of a view; "Latest season" stands in while the shown one is not known yet. */
export const SeasonPicker = ({ shown, choices, onChange }: SeasonPickerProps) => {
  const { t } = useTranslation('statistics-sports');
  if (choices.length === 0) return null;
  const options = choices.map((s) => ({ value: s, label: s }));
  return (
    <Picker
      label={t('common.season')}
      value={shown ?? ''}
      options={shown ? options : [{ value: '', label: t('common.latestSeason') }, ...options]}
      onChange={(value) => {
        if (value !== '') onChange(value);
      }}
    />
  );
};
