/**
 * The open drawer's panel, loaded when the drawer first opens (or once the page is idle after
 * the bell rendered): the bell is what an element shows at start, the panel with its modal
 * <dialog> and Tab trap travels later.
 */
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { Button, EmptyState, Spinner, getActiveElement } from '@anp/ui';
import { trapTab, useModalDialog } from '@anp/ui/top-layer';
import { ArrowRightIcon, ArrowUpIcon, CogIcon, CrossIcon } from './icons';
import { ItemRow } from './notification-drawer.item.view';
import * as S from './notification-drawer.styles';
import type { NotificationDrawerViewProps } from './notification-drawer.view';

/** Scrolled this far, the list offers Back To Top. */
const BACK_TO_TOP_AFTER_PX = 160;

interface FocusMemory {
  list: 'active' | 'history' | null;
  id: string | null;
  index: number;
  dismiss: boolean;
}

export function DrawerPanel(props: Omit<NotificationDrawerViewProps, 'open'>) {
  const { labels, state, active, history, onClose } = props;
  const titleId = useId();
  const activeTitleId = useId();
  const historyTitleId = useId();
  const panelRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const activeTitleRef = useRef<HTMLHeadingElement>(null);
  const focusMemory = useRef<FocusMemory | null>(null);
  const [scrolled, setScrolled] = useState(false);
  // Whatever had focus when the drawer opened (the bell, in any shadow root), to return to.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : getActiveElement(document),
  );

  // A modal <dialog> in the top layer: whole and on top under any transformed, clipping or
  // stacking ancestor of the page, the page behind inert; Escape and close requests ask onClose.
  useModalDialog(panelRef, onClose);

  useLayoutEffect(() => {
    panelRef.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [opener]);

  // An item that moves from the list to History (read, dismissed) takes its focused control
  // with it; focus then goes to the item now in its place, so the keyboard user keeps their spot.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const memory = focusMemory.current;
    if (!panel) return;
    const focused = getActiveElement(panel);
    if (focused && panel.contains(focused)) return;
    let target: HTMLElement | null = null;
    if (memory?.list) {
      const list = panel.querySelector<HTMLElement>(`[data-list="${memory.list}"]`);
      const rows = list ? Array.from(list.querySelectorAll<HTMLElement>('[data-item-id]')) : [];
      const same = rows.find((row) => row.dataset.itemId === memory.id);
      const row = same ?? rows[memory.index] ?? rows[rows.length - 1] ?? null;
      target =
        (memory.dismiss && row?.querySelector<HTMLElement>('[data-item-dismiss]')) ||
        row?.querySelector<HTMLElement>('[data-item-main]') ||
        null;
    }
    (target ?? activeTitleRef.current ?? panel).focus();
  }, [active, history, state]);

  const rememberFocus = () => {
    const panel = panelRef.current;
    if (!panel) return;
    const focused = getActiveElement(panel);
    const row = focused?.closest<HTMLElement>('[data-item-id]') ?? null;
    const list = row?.closest<HTMLElement>('[data-list]') ?? null;
    const rows = list ? Array.from(list.querySelectorAll('[data-item-id]')) : [];
    focusMemory.current = {
      list: (list?.dataset.list as FocusMemory['list']) ?? null,
      id: row?.dataset.itemId ?? null,
      index: row ? rows.indexOf(row) : -1,
      dismiss: focused?.hasAttribute('data-item-dismiss') ?? false,
    };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' && event.key !== 'Tab') return;
    if (event.defaultPrevented) return;
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    // Focus stays inside while the drawer is open (aria-modal), nested shadow roots included.
    trapTab(event, event.currentTarget);
  };

  // A press on the backdrop beside the panel reaches the <dialog> itself, outside its box.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const { clientX: x, clientY: y } = event;
    if (x < box.left || x > box.right || y < box.top || y > box.bottom) onClose();
  };

  const backToTop = () => {
    const body = bodyRef.current;
    if (body) {
      if (typeof body.scrollTo === 'function') body.scrollTo({ top: 0 });
      else body.scrollTop = 0;
    }
    titleRef.current?.focus();
    setScrolled(false);
  };

  return (
    <>
      <S.Panel
        part="drawer"
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onClick={onBackdropClick}
        onFocus={rememberFocus}
      >
        <S.Header>
          <S.Title part="heading" id={titleId} ref={titleRef} tabIndex={-1}>
            {labels.title}
          </S.Title>
          {props.settingsHref !== null && (
            <S.IconLink
              part="icon-button settings"
              href={props.settingsHref}
              aria-label={labels.settings}
              onClick={props.onSettingsClick}
            >
              <CogIcon />
            </S.IconLink>
          )}
          <S.IconButton
            part="icon-button close"
            type="button"
            aria-label={labels.close}
            onClick={onClose}
          >
            <ArrowRightIcon />
          </S.IconButton>
        </S.Header>
        <S.Body
          ref={bodyRef}
          onScroll={(event) => setScrolled(event.currentTarget.scrollTop > BACK_TO_TOP_AFTER_PX)}
        >
          {props.updateError !== null && (
            <S.Alert role="alert">
              <p>{props.updateError}</p>
              <S.IconButton
                type="button"
                aria-label={labels.hideError}
                onClick={props.onHideUpdateError}
              >
                <CrossIcon />
              </S.IconButton>
            </S.Alert>
          )}
          {state === 'ready' && props.loadError !== null && (
            <S.Alert role="alert">
              <p>{props.loadError}</p>
              <S.LinkButton type="button" onClick={props.onRetry}>
                {labels.retry}
              </S.LinkButton>
            </S.Alert>
          )}
          {state === 'loading' && (
            <S.Centered>
              <Spinner size="lg" label={labels.loading} />
            </S.Centered>
          )}
          {state === 'error' && (
            <S.Centered>
              <S.Alert role="alert">
                <p>{props.loadError}</p>
              </S.Alert>
              <Button variant="secondary" onClick={props.onRetry}>
                {labels.retry}
              </Button>
            </S.Centered>
          )}
          {state === 'ready' && (
            <>
              <S.Section aria-labelledby={activeTitleId}>
                <S.SectionHeader>
                  <S.SectionTitle id={activeTitleId} ref={activeTitleRef} tabIndex={-1}>
                    {labels.active}
                  </S.SectionTitle>
                  {active.length > 0 && (
                    <S.LinkButton
                      type="button"
                      disabled={props.markingAll}
                      aria-busy={props.markingAll || undefined}
                      onClick={props.onMarkAllRead}
                    >
                      {labels.markAllRead}
                    </S.LinkButton>
                  )}
                </S.SectionHeader>
                {active.length === 0 ? (
                  <EmptyState
                    title={labels.emptyTitle}
                    description={labels.emptyBody}
                    headingLevel={4}
                  />
                ) : (
                  <S.List data-list="active" aria-labelledby={activeTitleId}>
                    {active.map((item) => (
                      <ItemRow
                        key={item.id}
                        item={item}
                        labels={labels}
                        onItemClick={props.onItemClick}
                        onDismiss={props.onDismiss}
                      />
                    ))}
                  </S.List>
                )}
              </S.Section>
              {history.length > 0 && (
                <S.Section aria-labelledby={historyTitleId}>
                  <S.SectionHeader>
                    <S.SectionTitle id={historyTitleId}>{labels.history}</S.SectionTitle>
                  </S.SectionHeader>
                  <S.List data-list="history" aria-labelledby={historyTitleId}>
                    {history.map((item) => (
                      <ItemRow
                        key={item.id}
                        item={item}
                        labels={labels}
                        onItemClick={props.onItemClick}
                        onDismiss={props.onDismiss}
                      />
                    ))}
                  </S.List>
                </S.Section>
              )}
            </>
          )}
        </S.Body>
        {scrolled && (
          <S.Footer>
            <S.BackToTop type="button" onClick={backToTop}>
              <ArrowUpIcon />
              {labels.backToTop}
            </S.BackToTop>
          </S.Footer>
        )}
      </S.Panel>
    </>
  );
}
