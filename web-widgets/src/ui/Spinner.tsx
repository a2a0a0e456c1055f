import './Spinner.css';

/** Decoration only: the status text beside it is what assistive technology reads. */
export const Spinner = () => <span className="nd-spinner" aria-hidden="true" />;
