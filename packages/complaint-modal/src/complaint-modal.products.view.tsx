import { useErrorMessage } from '@anp/core';
import { Button } from '@anp/ui';
import { Checkbox, SearchField } from '@anp/ui/fields';
import { ClearIcon } from '@anp/ui/line-icons';
import { MAX_PRODUCTS, defaultUnitFor, isSelected, productChips } from './model';
import { FailureNotice } from './complaint-modal.notices.view';
import { ProductLineEditor } from './complaint-modal.product-line.view';
import { useComplaintFields, type ComplaintSectionProps } from './use-complaint-fields';
import { useComplaintMessages } from './use-complaint-messages';
import * as S from './complaint-modal.styles';

/**
 * The products of the complaint (ordering.md §3 Product option, Complaint product line): the
 * search narrowed to the chosen plant with its results as checkboxes, the selected products as
 * removable chips, and one line editor per selected product.
 */
export function ProductsSection({ c, baseId }: ComplaintSectionProps) {
  const { t, number, packageText } = useComplaintMessages();
  const describe = useErrorMessage();
  const field = useComplaintFields(c, baseId);
  const headingId = `${baseId}-products-heading`;
  const resultsId = `${baseId}-product-results`;
  const limitId = `${baseId}-product-limit`;
  const { search } = c;
  const units = c.data.options?.unitsOfMeasure ?? [];
  const plantName = c.data.plants?.plants.find((p) => p.id === c.form.plant)?.name;
  const chips = productChips(c.form);

  const status = (() => {
    if (search.error) return null;
    if (search.loading) return t('products.searching');
    if (search.products.length === 0)
      return search.term ? t('products.none', { term: search.term }) : t('products.noneAtAll');
    return t('products.count', { count: search.products.length });
  })();

  return (
    <S.Section part="section" aria-labelledby={headingId}>
      <h3 part="section-heading" id={headingId}>
        {t('sections.products')}
      </h3>
      <SearchField
        {...field('products')}
        label={t('products.search')}
        hint={
          plantName ? t('products.searchHintPlant', { plant: plantName }) : t('products.searchHint')
        }
        // A product is required, not the search text: the marker says so, the browser does not
        // check the box itself.
        aria-required
        aria-controls={resultsId}
        aria-describedby={c.form.productRefusal ? limitId : undefined}
        value={c.form.productSearch}
        onValueChange={(value) => c.dispatch({ type: 'setText', field: 'productSearch', value })}
        resultText={status}
      />

      {search.error && (
        <FailureNotice message={t('products.searchFailed')} reason={describe(search.error)}>
          <Button size="sm" variant="secondary" onClick={search.retry}>
            {t('retry')}
          </Button>
        </FailureNotice>
      )}
      {!search.error && search.products.length > 0 && (
        <S.Results
          id={resultsId}
          $stale={search.stale}
          aria-label={t('products.results')}
          aria-busy={search.loading || undefined}
        >
          {search.products.map((p) => (
            <li key={p.sku}>
              <Checkbox
                label={p.title}
                hint={`${p.sku} · ${packageText(p.packageType)} · ${t('products.ordered', {
                  qty: number(p.totalQuantity),
                })}`}
                checked={isSelected(c.form, p.sku)}
                onCheckedChange={() =>
                  c.dispatch({
                    type: 'toggleProduct',
                    product: p,
                    defaultUnit: defaultUnitFor(p, units),
                  })
                }
              />
            </li>
          ))}
        </S.Results>
      )}

      {c.form.productRefusal === 'limit' && (
        <S.Refusal id={limitId} role="alert">
          {t('products.limit', { max: MAX_PRODUCTS })}
        </S.Refusal>
      )}

      <div>
        <S.Hidden as="h4" id={`${baseId}-chips-heading`}>
          {t('products.selected')}
        </S.Hidden>
        {chips.length === 0 ? (
          <S.Muted>{t('products.noneSelected')}</S.Muted>
        ) : (
          <S.Chips aria-labelledby={`${baseId}-chips-heading`}>
            {chips.map((chip) => (
              <S.Chip part="chip" key={chip.productId}>
                <span title={chip.label}>{chip.label}</span>
                <S.ChipRemove
                  type="button"
                  aria-label={t('products.removeChip', { name: chip.label })}
                  onClick={() => c.dispatch({ type: 'removeProduct', productId: chip.productId })}
                >
                  <ClearIcon size={16} />
                </S.ChipRemove>
              </S.Chip>
            ))}
          </S.Chips>
        )}
      </div>

      {c.form.lines.map((line) => (
        <ProductLineEditor key={line.productId} c={c} baseId={baseId} line={line} />
      ))}
    </S.Section>
  );
}
