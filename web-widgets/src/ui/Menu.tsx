import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Icon } from './icons';
import type { IconName } from './icons';
import './Menu.css';

export interface MenuItemEntry {
  kind: 'item';
  id: string;
  label: string;
  icon?: IconName;
  onSelect: () => void;
}

export interface MenuRadioGroupEntry {
  kind: 'radio-group';
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string; lang?: string }[];
  onChange: (value: string) => void;
}

export interface MenuSeparatorEntry {
  kind: 'separator';
  id: string;
}

export type MenuEntry = MenuItemEntry | MenuRadioGroupEntry | MenuSeparatorEntry;

export interface MenuProps {
  /** Accessible name of the trigger and of the menu. */
  label: string;
  /** Visible content of the trigger button. */
  trigger: ReactNode;
  triggerClassName?: string;
  entries: MenuEntry[];
  /** Non-interactive content above the items, e.g. who is logged in. */
  header?: ReactNode;
  placement?: 'right-end' | 'bottom-start';
}

type Focusable = { select: () => void };

/**
 * WAI-ARIA menu button: Enter, Space or ArrowDown open and focus the first item, arrows move,
 * Escape closes and returns focus to the trigger, Tab and clicks outside just close.
 */
export const Menu = ({ label, trigger, triggerClassName, entries, header, placement = 'right-end' }: MenuProps) => {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // One flat list of everything focusable, in reading order, for arrow-key movement.
  const focusables: Focusable[] = [];
  for (const entry of entries) {
    if (entry.kind === 'item') focusables.push({ select: entry.onSelect });
    if (entry.kind === 'radio-group') {
      for (const option of entry.options) focusables.push({ select: () => entry.onChange(option.value) });
    }
  }
  const count = focusables.length;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, close]);

  const choose = (index: number) => {
    close(true);
    focusables[index]?.select();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : count - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: (active + 1) % count,
      ArrowUp: (active - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  let index = -1;
  const itemProps = () => {
    index += 1;
    const own = index;
    return {
      ref: (element: HTMLButtonElement | null) => {
        itemRefs.current[own] = element;
      },
      tabIndex: -1,
      type: 'button' as const,
      onClick: () => choose(own),
      onMouseEnter: () => setActive(own),
    };
  };

  return (
    <div className="nd-menu" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {open && (
        <div className={`nd-menu__popup nd-menu__popup--${placement}`}>
          {header && <div className="nd-menu__header">{header}</div>}
          <div role="menu" id={menuId} aria-label={label} className="nd-menu__list" onKeyDown={onMenuKeyDown}>
            {entries.map((entry) => {
              if (entry.kind === 'separator') {
                return <div key={entry.id} role="separator" className="nd-menu__separator" />;
              }
              if (entry.kind === 'item') {
                return (
                  <button key={entry.id} role="menuitem" className="nd-menu__item" {...itemProps()}>
                    {entry.icon && <Icon name={entry.icon} size={18} />}
                    <span>{entry.label}</span>
                  </button>
                );
              }
              const labelId = `${menuId}-${entry.id}`;
              return (
                <div key={entry.id} role="group" aria-labelledby={labelId} className="nd-menu__group">
                  <span id={labelId} className="nd-menu__group-label" role="presentation">
                    {entry.label}
                  </span>
                  {entry.options.map((option) => (
                    <button
                      key={option.value}
                      role="menuitemradio"
                      aria-checked={option.value === entry.value}
                      lang={option.lang}
                      className="nd-menu__item nd-menu__item--radio"
                      {...itemProps()}
                    >
                      <span className="nd-menu__check">{option.value === entry.value && <Icon name="check" size={16} />}</span>
                      <span>{option.label}</span>
                    </button>
                  ))}
                </div>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
};
