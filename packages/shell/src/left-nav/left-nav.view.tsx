import { useId, useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useKitTranslation } from '@anp/core';
import { SHELL_NS } from '../i18n';
import {
  currentMatch,
  hasChildren,
  idFor,
  isCurrentPage,
  type PortalNavItem,
} from '../model/navigation';
import { BackArrow, Chevron } from '../nav-icons';
import {
  BackButton,
  EntryButton,
  EntryLink,
  List,
  Nav,
  PanelHead,
  PanelTitle,
} from './left-nav.styles';
import { usePanelTrail, useSidebarGroups } from './use-left-nav';

export interface LeftNavViewProps {
  /** The visible navigation (see `visibleNavigation`). */
  items: readonly PortalNavItem[];
  /** `sidebar`: a vertical list with expandable groups; `panels`: drill-down panels. */
  variant: 'sidebar' | 'panels';
  /** The current page (after `/pages/`, lower case), marked with aria-current. */
  currentPage: string;
  /** Accessible name of the navigation landmark. */
  label: string;
  labelOf: (item: PortalNavItem) => string;
  hrefOf: (page: string) => string;
  /** Called on a link click (the kit turns plain clicks into `anp-navigate`). */
  onFollow?: (event: MouseEvent, href: string) => void;
  /** Panels: shown above the first panel's list (the header puts the account selector here). */
  top?: ReactNode;
  /** Panels: shown below the first panel's list (support and logout in the header's menu). */
  bottom?: ReactNode;
}

function ItemLink(props: {
  view: LeftNavViewProps;
  item: PortalNavItem;
  text: string;
  depth: number;
}) {
  const { view, item } = props;
  const href = view.hrefOf(item.path ?? '');
  return (
    <EntryLink
      part={isCurrentPage(item, view.currentPage) ? 'nav-link current' : 'nav-link'}
      href={href}
      $depth={props.depth}
      data-item={item.id}
      data-section={currentMatch(item, view.currentPage) === 'section'}
      aria-current={isCurrentPage(item, view.currentPage) ? 'page' : undefined}
      onClick={(event) => view.onFollow?.(event, href)}
    >
      {props.text}
    </EntryLink>
  );
}

/** The link to a group's own page, first in its list ("Users overview"). */
function OverviewLink(props: { view: LeftNavViewProps; item: PortalNavItem; depth: number }) {
  const { t } = useKitTranslation(SHELL_NS);
  const text = t('nav.overview', { label: props.view.labelOf(props.item) });
  return <ItemLink {...props} item={{ ...props.item, children: [] }} text={text} />;
}

function SidebarList(props: {
  view: LeftNavViewProps;
  items: readonly PortalNavItem[];
  depth: number;
  base: string;
  isOpen: (id: string) => boolean;
  toggle: (id: string) => void;
}) {
  const { view, depth } = props;
  return (
    <>
      {props.items.map((item) => {
        const label = view.labelOf(item);
        if (!hasChildren(item)) {
          return (
            <li key={item.id}>
              <ItemLink view={view} item={item} text={label} depth={depth} />
            </li>
          );
        }
        const open = props.isOpen(item.id);
        const listId = idFor(props.base, item);
        return (
          <li key={item.id}>
            <EntryButton
              part="nav-group"
              type="button"
              $depth={depth}
              aria-expanded={open}
              aria-controls={listId}
              data-section={currentMatch(item, view.currentPage) !== null}
              onClick={() => props.toggle(item.id)}
            >
              {label}
              <Chevron direction={open ? 'up' : 'down'} />
            </EntryButton>
            <List id={listId} hidden={!open}>
              {item.path && (
                <li>
                  <OverviewLink view={view} item={item} depth={depth + 1} />
                </li>
              )}
              <SidebarList {...props} items={item.children ?? []} depth={depth + 1} />
            </List>
          </li>
        );
      })}
    </>
  );
}

/** Vertical list; groups holding the current page start open, the user opens the others. */
function Sidebar(view: LeftNavViewProps) {
  const base = useId();
  const { isOpen, toggle } = useSidebarGroups(view.items, view.currentPage);
  return (
    <Nav aria-label={view.label} part="nav">
      <List>
        <SidebarList
          view={view}
          items={view.items}
          depth={0}
          base={base}
          isOpen={isOpen}
          toggle={toggle}
        />
      </List>
    </Nav>
  );
}

/**
 * Drill-down panels (the header's mobile menu): one level at a time, a back arrow to the level
 * above, focus following (`usePanelTrail`).
 */
function Panels(view: LeftNavViewProps) {
  const { t } = useKitTranslation(SHELL_NS);
  const titleId = useId();
  const navRef = useRef<HTMLElement>(null);
  const { parent, above, items, enter, back, onKeyDown } = usePanelTrail(view.items, navRef);

  const depth = 0;
  return (
    <Nav aria-label={view.label} ref={navRef} onKeyDown={onKeyDown} part="nav">
      {parent ? (
        <PanelHead>
          <BackButton
            type="button"
            data-back=""
            aria-label={t('nav.backTo', { label: above ? view.labelOf(above) : view.label })}
            onClick={back}
          >
            <BackArrow />
            {t('nav.back')}
          </BackButton>
          <PanelTitle id={titleId}>{view.labelOf(parent)}</PanelTitle>
        </PanelHead>
      ) : (
        view.top
      )}
      <List aria-labelledby={parent ? titleId : undefined}>
        {parent?.path && (
          <li>
            <OverviewLink view={view} item={parent} depth={depth} />
          </li>
        )}
        {items.map((item) => (
          <li key={item.id}>
            {hasChildren(item) ? (
              <EntryButton
                part="nav-group"
                type="button"
                data-item={item.id}
                data-section={currentMatch(item, view.currentPage) !== null}
                onClick={() => enter(item.id)}
              >
                {view.labelOf(item)}
                <Chevron direction="right" />
              </EntryButton>
            ) : (
              <ItemLink view={view} item={item} text={view.labelOf(item)} depth={depth} />
            )}
          </li>
        ))}
      </List>
      {!parent && view.bottom}
    </Nav>
  );
}

/** The portal navigation as a sidebar or as drill-down panels, driven by props. */
export function LeftNavView(props: LeftNavViewProps) {
  return props.variant === 'panels' ? <Panels {...props} /> : <Sidebar {...props} />;
}
