export interface RaceNameCellProps {
  name: string;
  /** Only a race with results opens; one still to come is plain text. */
  openable: boolean;
  /** Its results are open below the calendar. */
  selected: boolean;
  onOpen: () => void;
}

/** A calendar row's header cell: the race's name, a toggle that opens its results below. */
export const RaceNameCell = ({ name, openable, selected, onOpen }: RaceNameCellProps) => (
  <th scope="row">
    {openable ? (
      <button type="button" className="nd-sports-link" aria-pressed={selected} onClick={onOpen}>
        {name}
      </button>
    ) : (
      name
    )}
  </th>
);
