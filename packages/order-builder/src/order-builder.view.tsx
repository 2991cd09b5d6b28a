import {
  Suspense,
  lazy,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import {
  loadNamespace,
  useErrorMessage,
  useKitContext,
  useKitTranslation,
  type Language,
} from '@anp/core';
import { Button, Spinner } from '@anp/ui';
import { NS } from './i18n';
import { CartIcon } from '@anp/ui/line-icons';
import { BUILDER_VIEWS, type BuilderView } from './model/views';
import type { ResultsProps } from './results/results.lazy';
import type { AddAvailability, OrderBuilderState } from './use-order-builder';
import * as S from './order-builder.styles';

/** Heading level of the product titles. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

type ResultsModule = { default: ComponentType<ResultsProps>; NAMESPACES: readonly string[] };

// The panel's content (the search tools with the kit's form fields, the rows with the quantity
// rules and their words, and the empty and failure states) is a chunk of its own, so the
// element's first chunk stays within its budget; it is asked for on mount, beside the first
// products. Its strings in the page language load with it,
// before anything renders: a row that suspended for its strings would be replayed by React
// without suspending again.
const resultModules = new Map<Language, Promise<ResultsModule>>();
function loadResults(lang: Language): Promise<ResultsModule> {
  let loading = resultModules.get(lang);
  if (!loading) {
    loading = import('./results/results.lazy').then(async (module) => {
      // A failed language load is left to the rows, which ask for it again.
      await Promise.all(module.NAMESPACES.map((ns) => loadNamespace(ns, lang))).catch(() => {});
      return module;
    });
    resultModules.set(lang, loading);
  }
  return loading;
}
const Results = lazy(() => import('./results/results.lazy'));
// The truckload meter (issue 17) with the cart's weight rules: its own chunk, asked for once
// there is a cart to weigh.
const BuilderMeter = lazy(() => import('./truckload/builder-meter.lazy'));

export interface OrderBuilderViewProps {
  state: OrderBuilderState;
  headingLevel: HeadingLevel;
  /** The cart page; null hides the link (nothing can be added). */
  cartHref: string | null;
  onCartLink(event: MouseEvent<HTMLAnchorElement>): void;
}

/**
 * The order builder (ordering.md §2 screen 1): views as tabs, the add-to-cart notice, the
 * panel of the view (the search and category of the full list with its count, the products and
 * Load more, from the results chunk), and one polite live region for what was added. Renders
 * from its props; the panel shows the loading indicator until its chunk is here.
 */
export function OrderBuilderView({
  state,
  headingLevel,
  cartHref,
  onCartLink,
}: OrderBuilderViewProps) {
  const { t } = useKitTranslation(NS);
  const id = useId();
  const { view } = state;
  const canAdd = state.availability.state === 'enabled';

  const { lang } = useKitContext();
  const [readyIn, setReadyIn] = useState<Language | null>(null);
  useEffect(() => {
    let current = true;
    void loadResults(lang).then(() => current && setReadyIn(lang));
    return () => {
      current = false;
    };
  }, [lang]);

  return (
    <S.Root>
      <S.Top>
        <ViewTabs id={id} view={view} onChange={state.setView} />
        {cartHref && (
          <S.CartLink part="cart-link" href={cartHref} onClick={onCartLink}>
            <CartIcon />
            {state.cartCount === null
              ? t('viewCartPlain')
              : t('viewCart', { count: state.cartCount })}
          </S.CartLink>
        )}
      </S.Top>

      <AvailabilityNotice availability={state.availability} onRetry={state.retryAvailability} />

      {canAdd && state.cart && state.cart.shipMethod !== 'pickup' && (
        <Suspense fallback={null}>
          <BuilderMeter cart={state.cart} pending={state.pending} />
        </Suspense>
      )}

      <S.Panel
        part="panel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${view}`}
      >
        {readyIn === lang ? (
          <Suspense fallback={<Loading />}>
            <Results state={state} headingLevel={headingLevel} canAdd={canAdd} />
          </Suspense>
        ) : (
          <Loading />
        )}
      </S.Panel>

      <S.Hidden role="status" aria-live="polite">
        {state.announcement}
      </S.Hidden>
    </S.Root>
  );
}

/** A tablist with arrow keys, Home and End (automatic activation: the list is one call away). */
function ViewTabs(props: { id: string; view: BuilderView; onChange(view: BuilderView): void }) {
  const { t } = useKitTranslation(NS);
  const refs = useRef<Partial<Record<BuilderView, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = BUILDER_VIEWS.indexOf(props.view);
    const last = BUILDER_VIEWS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % BUILDER_VIEWS.length
        : event.key === 'ArrowLeft'
          ? (at + last) % BUILDER_VIEWS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const view = BUILDER_VIEWS[next] ?? 'all';
    props.onChange(view);
    refs.current[view]?.focus();
  };
  return (
    <S.TabList part="tabs" role="tablist" aria-label={t('views')} onKeyDown={onKeyDown}>
      {BUILDER_VIEWS.map((v) => (
        <S.Tab
          part={v === props.view ? 'tab selected' : 'tab'}
          key={v}
          ref={(el) => {
            refs.current[v] = el;
          }}
          type="button"
          role="tab"
          id={`${props.id}-tab-${v}`}
          aria-selected={v === props.view}
          aria-controls={`${props.id}-panel`}
          tabIndex={v === props.view ? 0 : -1}
          $selected={v === props.view}
          onClick={() => props.onChange(v)}
        >
          {t(`view.${v}`)}
        </S.Tab>
      ))}
    </S.TabList>
  );
}

function AvailabilityNotice(props: { availability: AddAvailability; onRetry(): void }) {
  const { t } = useKitTranslation(NS);
  const reason = useErrorMessage();
  const { availability } = props;
  if (availability.state === 'disabled') {
    return (
      <S.Notice>
        <p>{t(`addDisabled.${availability.reason}`)}</p>
      </S.Notice>
    );
  }
  if (availability.state === 'failed') {
    return (
      <S.Notice>
        <p>{t('addDisabled.unknown', { reason: reason(availability.error) })}</p>
        <Button size="sm" variant="secondary" onClick={props.onRetry}>
          {t('retry')}
        </Button>
      </S.Notice>
    );
  }
  return null;
}

function Loading() {
  const { t } = useKitTranslation(NS);
  return (
    <S.Status>
      <Spinner size="sm" label={t('loading')} />
      <span aria-hidden="true">{t('loading')}</span>
    </S.Status>
  );
}
