import { useEmbedTranslation } from '../use-embed-translation';

type Abbreviated = 'rank' | 'played' | 'won' | 'drawn' | 'lost' | 'goalDifference' | 'points';

/** A narrow column's heading: the short form shown, the full word for screen readers and on hover. */
export const AbbrHeader = ({ name, className }: { name: Abbreviated; className?: string }) => {
  const { t } = useEmbedTranslation();
  return (
    // The label gives screen readers the word (an abbr title is not read reliably); the abbr shows it on hover.
    <th scope="col" className={className} aria-label={t(`column.${name}`)}>
      <abbr title={t(`column.${name}`)}>{t(`abbr.${name}`)}</abbr>
    </th>
  );
};

export const Header = ({ children, className }: { children: string; className?: string }) => (
  <th scope="col" className={className}>
    {children}
  </th>
);
