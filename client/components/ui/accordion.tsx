// docs/product/content.md#content-blocks: the WAI-ARIA accordion pattern (FAQ and terms blocks).
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import './accordion.css';

export interface AccordionItem {
  id: string;
  heading: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Heading level wrapping each button, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  defaultExpandedIds?: string[];
  /** Called after a header is toggled; the caller sends the accordionEngage analytics event. */
  onToggle?: (id: string, expanded: boolean) => void;
}

const NAV_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

export function Accordion({ items, headingLevel = 3, defaultExpandedIds = [], onToggle }: AccordionProps) {
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(defaultExpandedIds));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const willExpand = !expanded.has(id);
    const next = new Set(expanded);
    if (willExpand) next.add(id);
    else next.delete(id);
    setExpanded(next);
    onToggle?.(id, willExpand);
  };

  const onHeaderKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (!NAV_KEYS.has(event.key)) return;
    event.preventDefault();
    const last = items.length - 1;
    const target =
      event.key === 'Home' ? 0 : event.key === 'End' ? last : event.key === 'ArrowDown' ? (index + 1) % items.length : (index - 1 + items.length) % items.length;
    buttons.current[target]?.focus();
  };

  return (
    <div className="accordion">
      {items.map((item, index) => {
        const isOpen = expanded.has(item.id);
        const buttonId = `${baseId}-header-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div className="accordion__item" key={item.id}>
            <Heading className="accordion__heading">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={buttonId}
                className="accordion__trigger"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onHeaderKeyDown(event, index)}
              >
                <span className="accordion__title">{item.heading}</span>
                <span className="accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!isOpen}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
