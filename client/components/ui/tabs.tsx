// WAI-ARIA tabs with automatic activation (docs/product/address-check.md#plan-tabs); controlled when
// `selectedId` is given.
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  selectedId?: string;
  onSelect?: (id: string) => void;
  className?: string;
}

export function Tabs({ tabs, label, selectedId, onSelect, className }: TabsProps) {
  const baseId = useId();
  const [ownSelectedId, setOwnSelectedId] = useState(tabs[0]?.id);
  const current = selectedId ?? ownSelectedId;
  const selectedIndex = Math.max(0, tabs.findIndex((tab) => tab.id === current));
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number, moveFocus: boolean) => {
    const tab = tabs[index];
    if (!tab) return;
    if (moveFocus) tabRefs.current[index]?.focus();
    if (tab.id === tabs[selectedIndex]?.id) return;
    setOwnSelectedId(tab.id);
    onSelect?.(tab.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = tabs.length;
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  return (
    <div className={['tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              className="tabs__tab"
              onClick={() => select(index, false)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          tabIndex={0}
          hidden={index !== selectedIndex}
          className="tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
