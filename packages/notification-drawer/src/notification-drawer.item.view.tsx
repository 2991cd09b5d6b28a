import { useId, type MouseEvent } from 'react';
import { Spinner } from '@anp/ui';
import { CrossIcon, PriorityIcon } from './icons';
import { priorityLook, type Priority } from './model/notifications';
import * as S from './notification-drawer.styles';

/** One row of the drawer, already worded in the page language. */
export interface DrawerItem {
  id: string;
  priority: Priority;
  /** Accessible name of the priority icon ("Warning"). */
  priorityLabel: string;
  title: string;
  message: string;
  /** DD-MMM-YYYY. */
  date: string;
  /** Machine-readable date for `<time>`. */
  dateTime: string;
  status: 'active' | 'read' | 'dismissed';
  /** Where a click leads (the documents page); null: the item is a button. */
  href: string | null;
  /** An update of this item is on its way. */
  pending: boolean;
}

export interface DrawerLabels {
  title: string;
  close: string;
  settings: string;
  active: string;
  history: string;
  backToTop: string;
  markAllRead: string;
  dismiss: string;
  hideError: string;
  saving: string;
  loading: string;
  retry: string;
  emptyTitle: string;
  emptyBody: string;
  read: string;
  dismissed: string;
}

/** How an item was clicked: a modified click (new tab) leaves navigation to the browser. */
export interface ItemClick {
  modified: boolean;
}

function isModified(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export interface ItemRowProps {
  item: DrawerItem;
  labels: DrawerLabels;
  onItemClick: (id: string, click: ItemClick) => void;
  onDismiss: (id: string) => void;
}

/**
 * One notification: its priority icon, title, message and date as a link (or a button when it
 * leads nowhere), and Dismiss while it is active.
 */
export function ItemRow(props: ItemRowProps) {
  const { item, labels } = props;
  const look = priorityLook(item.priority);
  const messageId = useId();
  const active = item.status === 'active';
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const modified = item.href !== null && isModified(event);
    if (!modified) event.preventDefault();
    props.onItemClick(item.id, { modified });
  };
  const content = (
    <>
      <S.IconBox $look={look}>
        <PriorityIcon priority={look.icon} label={item.priorityLabel} />
      </S.IconBox>
      <S.Texts>
        <S.ItemTitle $active={active}>{item.title}</S.ItemTitle>
        <S.ItemMessage id={messageId}>{item.message}</S.ItemMessage>
        <S.Meta>
          <time dateTime={item.dateTime}>{item.date}</time>
          {item.status === 'read' && <span>{labels.read}</span>}
          {item.status === 'dismissed' && <span>{labels.dismissed}</span>}
        </S.Meta>
      </S.Texts>
    </>
  );
  return (
    <S.Item
      part={active ? 'notification active' : 'notification'}
      $look={look}
      $active={active}
      data-item-id={item.id}
    >
      {item.href === null ? (
        <S.ItemMain as="button" type="button" data-item-main="" onClick={onClick}>
          {content}
        </S.ItemMain>
      ) : (
        <S.ItemMain href={item.href} data-item-main="" onClick={onClick}>
          {content}
        </S.ItemMain>
      )}
      {item.pending ? (
        <S.Pending>
          <Spinner size="sm" label={labels.saving} />
        </S.Pending>
      ) : (
        active && (
          <S.DismissButton
            type="button"
            aria-label={labels.dismiss}
            aria-describedby={messageId}
            data-item-dismiss=""
            onClick={() => props.onDismiss(item.id)}
          >
            <CrossIcon />
          </S.DismissButton>
        )
      )}
    </S.Item>
  );
}
