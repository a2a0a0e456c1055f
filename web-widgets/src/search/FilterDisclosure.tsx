import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';

export interface FilterDisclosureProps {
  label: string;
  /** How many values are chosen: the button says so and looks active. */
  chosen: number;
  /** Stories and tests show the panel open. */
  defaultOpen?: boolean;
  /** Called each time the panel opens (a filter may load its options then). */
  onOpen?: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of the search filters: a disclosure button with the filter's name (and how many are
 * chosen) opening a panel. A click outside closes it; Escape closes it and returns to the button.
 */
export const FilterDisclosure = ({ label, chosen, defaultOpen = false, onOpen, className, children }: FilterDisclosureProps) => {
  const { t } = useTranslation('search');
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;

  useEffect(() => {
    if (!open) return;
    onOpenRef.current?.();
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const summary = chosen > 0 ? t('filters.selected', { label, count: chosen }) : label;

  return (
    <div
      ref={rootRef}
      className={className ? `nd-multi ${className}` : 'nd-multi'}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={chosen > 0 ? 'nd-multi__button nd-multi__button--active' : 'nd-multi__button'}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((value) => !value)}
      >
        {summary}
        <Icon name="chevron-right" size={16} className={open ? 'nd-multi__chevron nd-multi__chevron--open' : 'nd-multi__chevron'} />
      </button>
      <div id={`${id}-panel`} className="nd-multi__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
};
