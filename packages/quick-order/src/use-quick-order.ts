import { useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  dispatchAnpEvent,
  toPortalError,
  useErrorMessage,
  useKitContext,
  useKitTranslation,
  useKitWindow,
} from '@anp/core';
import { useCartApi, type Cart } from '@anp/core/services/cart';
import {
  MAX_LINES,
  formatQuantity,
  numberFormatOf,
  parsePasted,
  parseQuantity,
  templateCsv,
  type ParsedLine,
} from './model/parse';
import {
  addableItems,
  checkable,
  edited,
  tally,
  toLines,
  withResults,
  type QuickLine,
} from './model/quick-order';
import { QUICK_ORDER_NS } from './i18n';
import { fileKind, readLinesOf } from './read-file';
import type { QuickOrderData } from './use-quick-order-data';

/** The cart's SWR key (the one `<anp-cart>` and the order builder read), per account. */
const CART_KEY = 'anp:cart';

/** A message above the table: a failure (role alert) or news (the polite live region). */
export interface QuickOrderMessage {
  tone: 'error' | 'success';
  text: string;
  /** The failed step can be tried again. */
  retry?: (() => void) | undefined;
}

export interface QuickOrderState {
  status: QuickOrderData['status'];
  errorText: string | null;
  retryLoad(): void;
  text: string;
  setText(text: string): void;
  /** `reading` a file, `checking` the lines, `adding` them to the cart, or `idle`. */
  busy: 'idle' | 'reading' | 'checking' | 'adding';
  /** What is being read (a file name) or checked (a count), for the busy message. */
  busyDetail: string;
  lines: QuickLine[];
  /** The unit of the lines' unit weights (the last answer's; the market's product unit). */
  weightUnit: 'lb' | 'kg';
  message: QuickOrderMessage | null;
  ready: number;
  attention: number;
  checkPasted(): void;
  chooseFile(file: Blob & { name: string }): void;
  edit(id: string, change: { reference?: string; quantityText?: string }): void;
  recheck(id: string): void;
  useSuggestion(id: string): void;
  remove(id: string): void;
  addToCart(): void;
  downloadTemplate(): void;
}

/**
 * Quick order's behaviour: read the input, check every readable line in one call, fix a line in
 * place and check it alone, and add every ready line to the cart in one request (then the cart's
 * cache and `anp-cart-changed`, as every cart write does).
 */
export function useQuickOrder(data: QuickOrderData): QuickOrderState {
  const { t } = useKitTranslation(QUICK_ORDER_NS);
  const { country, host } = useKitContext();
  const win = useKitWindow();
  const api = useCartApi();
  const { mutate } = useSWRConfig();
  const describe = useErrorMessage();
  const [text, setText] = useState('');
  const [lines, setLines] = useState<QuickLine[]>([]);
  const [busy, setBusy] = useState<QuickOrderState['busy']>('idle');
  const [busyDetail, setBusyDetail] = useState('');
  const [message, setMessage] = useState<QuickOrderMessage | null>(null);
  const [weightUnit, setWeightUnit] = useState<'lb' | 'kg'>('lb');
  // Each read gets fresh line ids, so a late answer for replaced lines changes nothing.
  const batch = useRef(0);
  const format = useMemo(() => numberFormatOf(country), [country]);
  const account = data.account;

  async function judge(sent: QuickLine[]): Promise<void> {
    if (sent.length === 0) return;
    const ids = new Set(sent.map((l) => l.id));
    setLines((current) => current.map((l) => (ids.has(l.id) ? { ...l, checking: true } : l)));
    try {
      const answer = await api.quickOrderCheck(
        sent.map((l) => ({ reference: l.reference, quantity: l.quantity })),
        { publishErrors: false, accountId: account },
      );
      setWeightUnit(answer.weightUnit);
      setLines((current) => withResults(current, sent, answer.lines));
    } catch (error) {
      setLines((current) => current.map((l) => (ids.has(l.id) ? { ...l, checking: false } : l)));
      setMessage({
        tone: 'error',
        text: t('checkFailed', { reason: describe(toPortalError(error)) }),
        retry: () => {
          setMessage(null);
          void judge(sent);
        },
      });
    }
  }

  async function start(parsed: ParsedLine[]): Promise<void> {
    setMessage(null);
    if (parsed.length === 0) {
      setLines([]);
      setMessage({ tone: 'error', text: t('empty') });
      return;
    }
    if (parsed.length > MAX_LINES) {
      setMessage({ tone: 'error', text: t('tooMany', { max: MAX_LINES, count: parsed.length }) });
      return;
    }
    batch.current += 1;
    const fresh = toLines(parsed, `b${batch.current}-`);
    setLines(fresh);
    const sent = checkable(fresh);
    setBusy('checking');
    setBusyDetail(String(sent.length));
    await judge(sent);
    setBusy('idle');
  }

  const checkPasted = () => void start(parsePasted(text, country));

  const chooseFile = (file: Blob & { name: string }) => {
    setMessage(null);
    if (!fileKind(file.name)) {
      setMessage({ tone: 'error', text: t('fileType') });
      return;
    }
    setBusy('reading');
    setBusyDetail(file.name);
    readLinesOf(file, country).then(
      (parsed) => {
        setBusy('idle');
        void start(parsed);
      },
      (error: unknown) => {
        setBusy('idle');
        setMessage({
          tone: 'error',
          text: t('fileFailed', { reason: error instanceof Error ? error.message : String(error) }),
        });
      },
    );
  };

  const readQuantity = (value: string) => parseQuantity(value, format);
  const lineOf = (id: string) => lines.find((l) => l.id === id);

  const edit = (id: string, change: { reference?: string; quantityText?: string }) =>
    setLines((current) => current.map((l) => (l.id === id ? edited(l, change, readQuantity) : l)));

  const recheckLine = (line: QuickLine) => {
    setMessage(null);
    if (line.problem) return;
    void judge([line]);
  };

  const recheck = (id: string) => {
    const line = lineOf(id);
    if (line) recheckLine(line);
  };

  const useSuggestion = (id: string) => {
    const line = lineOf(id);
    const suggestion = line?.result?.suggestion;
    if (!line || suggestion === null || suggestion === undefined) return;
    const next = edited(line, { quantityText: formatQuantity(suggestion, country) }, readQuantity);
    setLines((current) => current.map((l) => (l.id === id ? next : l)));
    recheckLine(next);
  };

  const remove = (id: string) => {
    const line = lineOf(id);
    setLines((current) => current.filter((l) => l.id !== id));
    if (line) setMessage({ tone: 'success', text: t('lineRemoved', { row: line.row }) });
  };

  const addToCart = () => {
    const items = addableItems(lines);
    if (items.length === 0) return;
    const sentIds = new Set(
      lines
        .filter((l) => items.some((i) => i.sku === l.result?.sku) && l.result?.status === 'ok')
        .map((l) => l.id),
    );
    setMessage(null);
    setBusy('adding');
    api.addItems(items, { publishErrors: false, accountId: account }).then(
      async (cart: Cart) => {
        const left = lines.filter((l) => !sentIds.has(l.id));
        setLines(left);
        setBusy('idle');
        if (left.length === 0) setText('');
        setMessage({
          tone: 'success',
          text: t(left.length === 0 ? 'addedAll' : 'added', { count: items.length }),
        });
        await mutate([CART_KEY, account], cart, { revalidate: false });
        dispatchAnpEvent(host ?? win, 'anp-cart-changed', {
          count: cart.cartItems.length,
          ...(cart.encCartid ? { encCartId: cart.encCartid } : {}),
          source: 'quick-order',
        });
      },
      (error: unknown) => {
        setBusy('idle');
        setMessage({
          tone: 'error',
          text: t('addFailed', { reason: describe(toPortalError(error)) }),
          retry: addToCart,
        });
      },
    );
  };

  const downloadTemplate = () => {
    const csv = templateCsv(
      { reference: t('templateHeadings.reference'), quantity: t('templateHeadings.quantity') },
      [],
      country,
    );
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = win.document.createElement('a');
    link.href = url;
    link.download = t('templateFile');
    (host?.shadowRoot ?? win.document.body).append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const { ready, attention } = tally(lines);
  return {
    status: data.status,
    errorText: data.error ? describe(data.error) : null,
    retryLoad: data.retry,
    text,
    setText,
    busy,
    busyDetail,
    lines,
    weightUnit,
    message,
    ready,
    attention,
    checkPasted,
    chooseFile,
    edit,
    recheck,
    useSuggestion,
    remove,
    addToCart,
    downloadTemplate,
  };
}
