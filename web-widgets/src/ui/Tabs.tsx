import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import './Tabs.css';

/** One tab: its id, its label (already translated) and its panel, drawn only while it is selected. */
export interface TabItem {
  id: string;
  label: string;
  panel: () => ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list (translated by the caller). */
  label: string;
  tabs: readonly TabItem[];
  /** The tab selected first; the first tab without it. */
  initialId?: string;
}

/**
 * WAI-ARIA tabs (automatic activation): arrow keys, Home and End move between tabs and select
 * them; only the selected tab is in the tab order; the panel is labelled by its tab. On a narrow
 * screen the tab row scrolls sideways inside the page (ADR 0018).
 */
export const Tabs = ({ label, tabs, initialId }: TabsProps) => {
  const baseId = useId();
  const [selected, setSelected] = useState(initialId ?? tabs[0]?.id ?? '');
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  return (
    <>
      <div role="tablist" aria-label={label} className="nd-tabs">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element);
              else refs.current.delete(tab.id);
            }}
            id={`${baseId}-tab-${tab.id}`}
            type="button"
            role="tab"
            className="nd-tabs__tab"
            aria-selected={tab.id === current?.id}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === current?.id ? 0 : -1}
            onClick={() => setSelected(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div
          id={`${baseId}-panel-${current.id}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${current.id}`}
          className="nd-tabs__panel"
        >
          {current.panel()}
        </div>
      )}
    </>
  );
};
