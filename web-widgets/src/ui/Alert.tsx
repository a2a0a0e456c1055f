import './Alert.css';

export interface AlertProps {
  /** The translated message; empty while there is none. */
  text: string;
  id?: string;
  className?: string;
}

/**
 * A form's or panel's error line. Always rendered, so a message is announced the moment it
 * appears; tabIndex -1 so a dialog whose error names no field can move focus here
 * (ui/dialog-focus.ts).
 */
export const Alert = ({ text, id, className }: AlertProps) => {
  const classes = ['nd-alert', text ? '' : 'nd-alert--empty', className ?? ''].filter(Boolean).join(' ');
  return (
    <div id={id} role="alert" tabIndex={-1} className={classes}>
      {text}
    </div>
  );
};
