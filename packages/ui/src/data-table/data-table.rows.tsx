import type { ReactNode } from 'react';
import type { Slot, TableIds } from './data-table.types';
import { ChevronIcon, MoreIcon } from './icons';
import type { ExpandedRows } from './use-expanded-rows';
import type { Selection } from './use-selection';
import * as S from './data-table.styles';

const SKELETON_ROWS = 6;

/** Text in a cell ends in an ellipsis when it does not fit (a flex item's text cannot). */
function cellContent(content: ReactNode): ReactNode {
  return typeof content === 'string' || typeof content === 'number' ? (
    <span className={S.CLASS.text}>{content}</span>
  ) : (
    content
  );
}

/** What every row of one render shares. */
export interface RowContext<Row> {
  ids: TableIds;
  slots: readonly Slot<Row>[];
  /** The slot of each row's `rowheader`. */
  headerSlot: number;
  rowHeight: number;
  /** The table has child rows (a treegrid). */
  expandable: boolean;
  renderChild?: ((row: Row) => ReactNode) | undefined;
  selection: Selection;
  expandedRows: ExpandedRows<Row>;
  /** The row whose menu is open; null when none is. */
  menuIndex: number | null;
  /** The row's "More actions" button was pressed. */
  onMenuButton(index: number, button: HTMLElement): void;
}

export interface DataTableRowProps<Row> {
  context: RowContext<Row>;
  row: Row;
  rowKey: string;
  index: number;
  /** Top of the row in the body (px). */
  top: number;
  /** `aria-rowindex`: the header and the child rows open above count. */
  ariaRowIndex: number;
  /** The row itself, or its child row, is the body's Tab stop. */
  rowIsStop: boolean;
  childIsStop: boolean;
}

/**
 * One row of the body, positioned in the virtual window, and its child row when open: plain
 * elements classed from the root (styling each cell cost the first paint dearly), the control
 * cells named with the row's header ("Select 4509999"), the first column as the `rowheader`.
 * One element per row, so opening its child row never re-creates the row (focus stays).
 */
export function DataTableRow<Row>(props: DataTableRowProps<Row>) {
  const { context, row, rowKey: key, index, top } = props;
  const { ids, slots, selection, expandedRows } = context;
  const open = expandedRows.isOpen(index);
  const expandableRow = expandedRows.canExpand(row);
  const isSelected = selection.isSelected(key);
  const headerId = ids.rowHeader(index);
  const menuOpen = context.menuIndex === index;
  return (
    <>
      <div
        className={S.CLASS.row}
        part={isSelected ? 'row selected' : 'row'}
        role="row"
        data-line={index}
        aria-rowindex={props.ariaRowIndex}
        aria-selected={selection.selectable ? isSelected : undefined}
        aria-level={context.expandable ? 1 : undefined}
        aria-expanded={context.expandable && expandableRow ? open : undefined}
        tabIndex={props.rowIsStop ? 0 : -1}
        data-odd={index % 2 === 1 ? '' : undefined}
        style={{ top }}
      >
        {slots.map((slot, col) => {
          switch (slot.kind) {
            case 'select':
              return (
                <div key="select" className={S.CLASS.control} role="gridcell" data-col={col}>
                  <input
                    className={S.CLASS.checkbox}
                    type="checkbox"
                    checked={isSelected}
                    aria-labelledby={`${ids.select} ${headerId}`}
                    onChange={() => selection.toggleSelected(key)}
                  />
                </div>
              );
            case 'expand':
              return (
                <div key="expand" className={S.CLASS.control} role="gridcell" data-col={col}>
                  {expandableRow && (
                    <button
                      className={S.CLASS.iconButton}
                      type="button"
                      aria-expanded={open}
                      aria-controls={open ? ids.child(index) : undefined}
                      aria-labelledby={`${ids.details} ${headerId}`}
                      onClick={() => expandedRows.toggleExpanded(key)}
                    >
                      <ChevronIcon />
                    </button>
                  )}
                </div>
              );
            case 'actions':
              return (
                <div key="actions" className={S.CLASS.control} role="gridcell" data-col={col}>
                  <button
                    className={S.CLASS.iconButton}
                    type="button"
                    aria-haspopup="menu"
                    aria-expanded={menuOpen}
                    aria-controls={menuOpen ? ids.menu : undefined}
                    aria-labelledby={`${ids.more} ${headerId}`}
                    onClick={(event) => context.onMenuButton(index, event.currentTarget)}
                  >
                    <MoreIcon />
                  </button>
                </div>
              );
            default:
              return (
                <div
                  key={slot.column.id}
                  className={S.CLASS.cell}
                  part="cell"
                  role={col === context.headerSlot ? 'rowheader' : 'gridcell'}
                  id={col === context.headerSlot ? headerId : undefined}
                  data-col={col}
                  data-align={slot.column.align === 'end' ? 'end' : undefined}
                >
                  {cellContent(slot.column.cell(row))}
                </div>
              );
          }
        })}
      </div>
      {open && context.renderChild && (
        <div
          className={S.CLASS.child}
          part="row-detail"
          id={ids.child(index)}
          role="row"
          data-line={`${index}c`}
          data-child-key={key}
          aria-rowindex={props.ariaRowIndex + 1}
          aria-level={2}
          tabIndex={props.childIsStop ? 0 : -1}
          style={{ top: top + context.rowHeight }}
        >
          <div className={S.CLASS.childCell} role="gridcell" aria-colspan={slots.length}>
            {context.renderChild(row)}
          </div>
        </div>
      )}
    </>
  );
}

/** The row saying the list is empty (`emptyLabel`). */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <S.MessageRow role="row" aria-rowindex={2}>
      <S.MessageCell role="gridcell" aria-colspan={columns}>
        {children}
      </S.MessageCell>
    </S.MessageRow>
  );
}

/** Grey bars in the shape of rows while the first rows load, hidden from screen readers. */
export function SkeletonRows<Row>({ slots }: { slots: readonly Slot<Row>[] }) {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <S.SkeletonRow key={row} aria-hidden="true" data-skeleton="">
      {slots.map((slot, col) => (
        <S.SkeletonBar
          key={col}
          style={{
            width: slot.kind === 'data' ? `${50 + ((row * 7 + col * 13) % 40)}%` : '1rem',
          }}
        />
      ))}
    </S.SkeletonRow>
  ));
}
