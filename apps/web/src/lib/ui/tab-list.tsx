import { type KeyboardEvent, useRef } from 'react';
import { cx } from '../cx';

export interface TabOption<Id extends string> {
  id: Id;
  label: string;
}

/**
 * Props of a tab's panel. Render a panel for every tab (`aria-controls` must point at an element);
 * the ones not selected are hidden.
 */
export function tabPanelProps(idBase: string, tab: string, selected: string) {
  return {
    role: 'tabpanel' as const,
    id: `${idBase}-panel-${tab}`,
    'aria-labelledby': `${idBase}-tab-${tab}`,
    hidden: tab !== selected,
    tabIndex: 0,
  };
}

const NEXT_KEYS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * An accessible tab list (WAI-ARIA tabs, automatic activation): one tab in the Tab order, arrow
 * keys, Home and End move between tabs and select them. Right and left follow the reading
 * direction, so they swap in right-to-left pages.
 */
export function TabList<Id extends string>({
  label,
  idBase,
  tabs,
  selected,
  onSelect,
  className,
  tabClassName,
}: {
  label: string;
  idBase: string;
  tabs: readonly TabOption<Id>[];
  selected: Id;
  onSelect: (tab: Id) => void;
  className?: string;
  tabClassName: (isSelected: boolean) => string;
}) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const rtl = listRef.current ? getComputedStyle(listRef.current).direction === 'rtl' : false;
    let step = NEXT_KEYS[event.key];
    let next: number;
    if (step !== undefined) {
      if (rtl && event.key.startsWith('Arrow') && /Left|Right/.test(event.key)) step = -step;
      next = (index + step + tabs.length) % tabs.length;
    } else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    document.getElementById(`${idBase}-tab-${tab.id}`)?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cx('flex', className)}
    >
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${idBase}-tab-${tab.id}`}
            aria-selected={isSelected}
            aria-controls={`${idBase}-panel-${tab.id}`}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={tabClassName(isSelected)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
