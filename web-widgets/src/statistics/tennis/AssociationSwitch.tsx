import { useTranslation } from 'react-i18next';
import { TENNIS_ASSOCIATIONS, type TennisAssociation } from '@newsdesk/core/sports/sports.types';
import { Segmented } from '../Segmented';

export interface AssociationSwitchProps {
  value: TennisAssociation;
  onChange: (association: TennisAssociation) => void;
}

/** ATP or WTA: the first switch of every tennis view. */
export const AssociationSwitch = ({ value, onChange }: AssociationSwitchProps) => {
  const { t } = useTranslation('statistics-sports');
  return (
    <Segmented
      legend={t('tennis.association')}
      value={value}
      options={TENNIS_ASSOCIATIONS.map((a) => ({ value: a, label: a }))}
      onChange={onChange}
    />
  );
};
