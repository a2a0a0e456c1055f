import { useTranslation } from 'react-i18next';
import { Picker } from '../sports-kit/Picker';
import { formatDay } from '../sports-kit/sports-format';

export interface RankingWeekPickerProps {
  /** The week on screen; null before the first answer. */
  shown: string | null;
  /** The association's ranking weeks, newest first. */
  weeks: string[];
  onChange: (rankingDate: string) => void;
}

/**
 * The ranking week of "Rankings": a labelled native select, so the keyboard (arrows, type-ahead,
 * Enter) and screen readers work as everywhere else; the newest week is marked as the latest.
 */
export const RankingWeekPicker = ({ shown, weeks, onChange }: RankingWeekPickerProps) => {
  const { t, i18n } = useTranslation('statistics-sports');
  if (weeks.length === 0 || shown === null) return null;
  const label = (day: string, i: number) =>
    i === 0 ? t('tennis.rankings.latestWeek', { date: formatDay(day, i18n.language) }) : formatDay(day, i18n.language);
  return (
    <Picker
      label={t('tennis.rankings.week')}
      value={shown}
      options={weeks.map((day, i) => ({ value: day, label: label(day, i) }))}
      onChange={onChange}
    />
  );
};
