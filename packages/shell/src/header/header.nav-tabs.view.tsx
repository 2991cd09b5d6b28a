import { useId, useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { popoverMode, usePopover } from '@anp/ui/top-layer';
import { useKitTranslation } from '@anp/core';
import { SHELL_NS } from '../i18n';
import {
  currentMatch,
  hasChildren,
  idFor,
  isCurrentPage,
  type PortalNavItem,
} from '../model/navigation';
import { Chevron } from '../nav-icons';
import {
  Bar,
  Dropdown,
  EntryButton,
  EntryLink,
  Tab,
  TabButton,
  TabLink,
} from './header.nav-tabs.styles';
import { useNavTabs } from './use-nav-tabs';

export interface NavTabsProps {
  items: readonly PortalNavItem[];
  currentPage: string;
  label: string;
  labelOf: (item: PortalNavItem) => string;
  hrefOf: (page: string) => string;
  onFollow?: (event: MouseEvent, href: string) => void;
}

/** A top-level entry is a `tab`, a dropdown's a `menu-item`; `current` when it leads to the page. */
const partOf = (trail: readonly string[], current: boolean) =>
  `${trail.length === 0 ? 'tab' : 'menu-item'}${current ? ' current' : ''}`;

/**
 * A dropdown of the bar: a light-dismiss popover in the top layer, below its tab (beside its
 * entry when nested, as a child popover of its parent's), placed by Floating UI and never cut or
 * covered by a transformed, clipping or stacking ancestor of the header. Without popovers in the
 * browser it is the absolutely placed list it was, shown and hidden with `hidden`.
 */
function NavDropdown(props: {
  id: string;
  expanded: boolean;
  nested: boolean;
  onDismiss: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLUListElement>(null);
  // The list follows the button that opens it.
  const opener = () => ref.current?.previousElementSibling as HTMLElement | null;
  const mode = popoverMode('auto');
  usePopover(ref, {
    open: props.expanded,
    anchor: opener,
    source: opener,
    placement: props.nested ? 'right-start' : 'bottom-start',
    gap: 0,
    onDismiss: props.onDismiss,
  });
  return (
    <Dropdown
      part="menu"
      ref={ref}
      id={props.id}
      popover={mode}
      hidden={mode ? undefined : !props.expanded}
      $nested={props.nested}
      $top={mode !== undefined}
    >
      {props.children}
    </Dropdown>
  );
}

/**
 * The header's tabs (shell-and-admin.md §2 "Header"): a link per top-level page and a dropdown
 * per multi-level item, nested as deep as the tree; Enter and Space toggle a dropdown, the other
 * keys are the menu bar's (`use-nav-tabs.ts`).
 */
export function NavTabs(props: NavTabsProps) {
  const { t } = useKitTranslation(SHELL_NS);
  const base = useId();
  const navRef = useRef<HTMLElement>(null);
  const { open, setOpen, closeAll, onKeyDown, onBlur } = useNavTabs(navRef);

  const link = (item: PortalNavItem, text: string, trail: string[]) => {
    const href = props.hrefOf(item.path ?? '');
    const Kind = trail.length === 0 ? TabLink : EntryLink;
    return (
      <Kind
        part={partOf(
          trail,
          isCurrentPage(item, props.currentPage) || currentMatch(item, props.currentPage) !== null,
        )}
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
          part={partOf(trail, currentMatch(item, props.currentPage) !== null)}
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
        <NavDropdown id={listId} expanded={expanded} nested={trail.length > 0} onDismiss={closeAll}>
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
        </NavDropdown>
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
