import { useCallback, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import styled, { css } from 'styled-components';
import { useKitTranslation } from '@anp/core';
import { focusRing, token } from '@anp/ui';
import { SHELL_NS } from '../i18n';
import { moveIndex } from '../model/menu-keys';
import {
  currentMatch,
  hasChildren,
  idFor,
  isCurrentPage,
  type PortalNavItem,
} from '../model/navigation';
import { Chevron } from '../left-nav/icons';
import { useOutsidePointer } from '../left-nav/use-navigation';

export interface NavTabsProps {
  items: readonly PortalNavItem[];
  currentPage: string;
  label: string;
  labelOf: (item: PortalNavItem) => string;
  hrefOf: (page: string) => string;
  onFollow?: (event: MouseEvent, href: string) => void;
}

const Bar = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${token('space-1')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tab = styled.li`
  position: relative;
`;

const control = css`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: ${token('space-1')};
  min-height: 44px;
  padding: 0 ${token('space-3')};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${token('color-text')};
  font: inherit;
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    color: ${token('color-primary')};
    background: ${token('color-surface-alt')};
  }
  &[aria-current='page'],
  &[data-section='true'] {
    color: ${token('color-primary')};
    border-bottom-color: ${token('color-primary')};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const TabLink = styled.a`
  ${control}
`;
const TabButton = styled.button`
  ${control}
`;

const Dropdown = styled.ul<{ $nested: boolean }>`
  position: absolute;
  z-index: 20;
  ${(p) => (p.$nested ? 'left: 100%; top: 0;' : 'left: 0; top: 100%;')}
  min-width: 14rem;
  margin: 0;
  padding: ${token('space-1')} 0;
  list-style: none;
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  box-shadow: ${token('shadow-md')};
  & > li {
    position: relative;
  }
`;

const entry = css`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
  width: 100%;
  min-height: 44px;
  padding: 0 ${token('space-4')};
  border: 0;
  border-left: 3px solid transparent;
  background: none;
  color: ${token('color-text')};
  font: inherit;
  font-size: ${token('font-size-sm')};
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${token('color-surface-alt')};
  }
  &[aria-current='page'] {
    border-left-color: ${token('color-primary')};
    color: ${token('color-primary')};
    font-weight: ${token('font-weight-semibold')};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const EntryLink = styled.a`
  ${entry}
`;
const EntryButton = styled.button`
  ${entry}
`;

/** The links and buttons of a list, in order (each is the first child of its `li`). */
function controlsOf(list: Element | null): HTMLElement[] {
  return Array.from(list?.children ?? [])
    .map((li) => li.firstElementChild)
    .filter((el): el is HTMLElement => el instanceof HTMLElement);
}

/** The button that opened the dropdown holding `control` (it precedes the list in its `li`). */
function ownerOf(control: HTMLElement): HTMLElement | null {
  const owner = control.closest('ul')?.previousElementSibling;
  return owner instanceof HTMLElement ? owner : null;
}

/**
 * The header's tabs (shell-and-admin.md §2 "Header"): a link per top-level page and a dropdown
 * per multi-level item, nested as deep as the tree. A disclosure navigation with the keys of a
 * menu bar: Left and Right move between tabs, Down and Up open a dropdown and move inside it,
 * Right opens a nested one and Left closes it, Escape closes the level and returns to its button;
 * Enter and Space toggle a dropdown. Leaving the bar or clicking elsewhere closes everything.
 */
export function NavTabs(props: NavTabsProps) {
  const { t } = useKitTranslation(SHELL_NS);
  const base = useId();
  const navRef = useRef<HTMLElement>(null);
  // The open dropdowns, from the tab down: ['nutritioncloud', 'bidashboards'].
  const [open, setOpen] = useState<string[]>([]);
  const closeAll = useCallback(() => setOpen([]), []);
  useOutsidePointer(
    open.length > 0,
    useCallback(() => navRef.current, []),
    closeAll,
  );

  /** Opens the dropdowns of `trail` and focuses the first or last entry of the deepest. */
  const openTo = (trail: string[], button: HTMLElement, edge: 'first' | 'last') => {
    flushSync(() => setOpen(trail));
    const controls = controlsOf(button.nextElementSibling);
    controls[edge === 'first' ? 0 : controls.length - 1]?.focus();
  };

  const onKeyDown = (
    event: KeyboardEvent<HTMLElement>,
    item: PortalNavItem | null,
    trail: string[],
  ) => {
    const control = event.currentTarget;
    const depth = trail.length;
    const opens = item !== null && hasChildren(item);
    const key = event.key;
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    if (key === 'Escape') {
      if (depth === 0 && open.length === 0) return;
      handled();
      if (depth === 0) return closeAll();
      // Close this level and return to the button that opened it.
      setOpen(trail.slice(0, -1));
      ownerOf(control)?.focus();
      return;
    }
    if (depth === 0) {
      const all = controlsOf(control.closest('ul'));
      const next = moveIndex(key, all.indexOf(control), all.length, 'horizontal');
      if (next !== null) {
        handled();
        setOpen([]);
        all[next]?.focus();
      } else if (opens && (key === 'ArrowDown' || key === 'ArrowUp')) {
        handled();
        openTo([item.id], control, key === 'ArrowDown' ? 'first' : 'last');
      }
      return;
    }
    const all = controlsOf(control.closest('ul'));
    const next = moveIndex(key, all.indexOf(control), all.length);
    if (next !== null) {
      handled();
      all[next]?.focus();
    } else if (key === 'ArrowRight' && opens) {
      handled();
      openTo([...trail, item.id], control, 'first');
    } else if (key === 'ArrowLeft' && depth > 1) {
      handled();
      setOpen(trail.slice(0, -1));
      ownerOf(control)?.focus();
    } else if ((key === 'ArrowLeft' || key === 'ArrowRight') && depth === 1) {
      // Inside a first-level dropdown the side arrows move on to the neighbouring tab.
      handled();
      const tabs = Array.from(navRef.current?.querySelectorAll<HTMLElement>('[data-tab]') ?? []);
      const at = tabs.findIndex((tab) => tab.getAttribute('data-tab') === trail[0]);
      const to = moveIndex(key, at, tabs.length, 'horizontal');
      setOpen([]);
      if (to !== null) tabs[to]?.focus();
    }
  };

  // Tab (or a script) moving focus out of the bar closes it. Focus going nowhere (a click on a
  // dropdown's padding, or outside, where the pointer listener decides) keeps it.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || navRef.current?.contains(next)) return;
    if (open.length > 0) closeAll();
  };

  const link = (item: PortalNavItem, text: string, trail: string[]) => {
    const href = props.hrefOf(item.path ?? '');
    const Kind = trail.length === 0 ? TabLink : EntryLink;
    return (
      <Kind
        href={href}
        data-tab={trail.length === 0 ? item.id : undefined}
        aria-current={isCurrentPage(item, props.currentPage) ? 'page' : undefined}
        data-section={currentMatch(item, props.currentPage) === 'section'}
        onKeyDown={(event) => onKeyDown(event, null, trail)}
        onClick={(event) => {
          closeAll();
          props.onFollow?.(event, href);
        }}
      >
        {text}
      </Kind>
    );
  };

  const dropdown = (item: PortalNavItem, trail: string[]) => {
    const inner = [...trail, item.id];
    const expanded = open[trail.length] === item.id && trail.every((id, i) => open[i] === id);
    const listId = idFor(base, item);
    const Button = trail.length === 0 ? TabButton : EntryButton;
    return (
      <>
        <Button
          type="button"
          data-tab={trail.length === 0 ? item.id : undefined}
          aria-expanded={expanded}
          aria-controls={listId}
          data-section={currentMatch(item, props.currentPage) !== null}
          onClick={() => setOpen(expanded ? trail : inner)}
          onKeyDown={(event) => onKeyDown(event, item, trail)}
        >
          {props.labelOf(item)}
          <Chevron direction={trail.length === 0 ? (expanded ? 'up' : 'down') : 'right'} />
        </Button>
        <Dropdown id={listId} hidden={!expanded} $nested={trail.length > 0}>
          {item.path && (
            <li>
              {link(
                { ...item, children: [] },
                t('nav.overview', { label: props.labelOf(item) }),
                inner,
              )}
            </li>
          )}
          {(item.children ?? []).map((child) => (
            <li key={child.id}>
              {hasChildren(child)
                ? dropdown(child, inner)
                : link(child, props.labelOf(child), inner)}
            </li>
          ))}
        </Dropdown>
      </>
    );
  };

  return (
    <nav aria-label={props.label} ref={navRef} onBlur={onBlur}>
      <Bar>
        {props.items.map((item) => (
          <Tab key={item.id}>
            {hasChildren(item) ? dropdown(item, []) : link(item, props.labelOf(item), [])}
          </Tab>
        ))}
      </Bar>
    </nav>
  );
}
