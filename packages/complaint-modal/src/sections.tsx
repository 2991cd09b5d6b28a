import type { KeyboardEvent, ReactNode } from 'react';
import { formatDisplayDate, useErrorMessage, useKitContext } from '@anp/core';
import { Button, Spinner } from '@anp/ui';
import { DatePicker } from '@anp/ui/date-picker';
import {
  LIMITS,
  MAX_LOTS,
  MAX_LOT_LENGTH,
  MAX_PRODUCTS,
  OLDEST_DELIVERY_DAYS,
  defaultUnitFor,
  isSelected,
  lineFieldId,
  productChips,
  shiftDate,
  type FieldId,
  type ProductLine,
} from './model';
import { useComplaintText } from './text';
import type { ComplaintController } from './use-complaint';
import {
  CloseIcon,
  FailureNotice,
  FieldLabel,
  FieldMessage,
  fieldA11y,
  type FieldA11y,
} from './fields';
import * as S from './complaint-modal.styles';

export interface SectionProps {
  c: ComplaintController;
  baseId: string;
}

interface Field extends FieldA11y {
  /** The problem's message, or null. */
  text: string | null;
  /** The message under the control, or null. */
  message: ReactNode;
}

/** Ids, state and message of each field; errors show once a field was left or Submit pressed. */
function useFields(c: ComplaintController, baseId: string) {
  const { problemText } = useComplaintText();
  return (field: FieldId, options: { hint?: boolean; extra?: string | null } = {}): Field => {
    const a11y = fieldA11y(baseId, field, c.problemOf(field), options);
    const text = a11y.problem ? problemText(a11y.problem) : null;
    return {
      ...a11y,
      text,
      message: text === null ? null : <FieldMessage id={a11y.errorId}>{text}</FieldMessage>,
    };
  };
}

/** Props for a control that reports leaving it. */
const leave = (c: ComplaintController, field: FieldId) => ({ onBlur: () => c.touch(field) });

/** Whether a text came within a tenth of its limit: then the characters left are shown. */
const nearLimit = (value: string, max: number) => max - value.trim().length <= max / 10;

function CharactersLeft({ id, value, max }: { id: string; value: string; max: number }) {
  const { t } = useComplaintText();
  const left = max - value.trim().length;
  if (!nearLimit(value, max)) return null;
  return (
    <S.Hint id={id} aria-live="polite">
      {t('fields.charactersLeft', { count: Math.max(left, 0) })}
    </S.Hint>
  );
}

export function PlantSection({ c, baseId }: SectionProps) {
  const { t } = useComplaintText();
  const field = useFields(c, baseId);
  const headingId = `${baseId}-plant-heading`;
  const plant = field('plant');
  const category = field('category');
  const subCategory = field('subCategory');
  const categories = c.data.configurations?.categories ?? [];
  const chosen = categories.find((cat) => cat.code === c.form.category);
  return (
    <S.Section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('sections.plant')}</h3>
      <S.Field>
        <FieldLabel htmlFor={plant.id} required>
          {t('fields.plant')}
        </FieldLabel>
        <S.Select
          {...plant.control}
          required
          value={c.form.plant}
          onChange={(e) => c.dispatch({ type: 'setPlant', plant: e.target.value })}
          {...leave(c, 'plant')}
        >
          <option value="">{t('fields.plantChoose')}</option>
          {(c.data.plants?.plants ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.city ? `${p.name} (${p.city})` : p.name}
            </option>
          ))}
        </S.Select>
        {plant.message}
      </S.Field>
      <S.Row>
        <S.Field>
          <FieldLabel htmlFor={category.id} required>
            {t('fields.category')}
          </FieldLabel>
          <S.Select
            {...category.control}
            required
            value={c.form.category}
            onChange={(e) => c.dispatch({ type: 'setCategory', category: e.target.value })}
            {...leave(c, 'category')}
          >
            <option value="">{t('fields.categoryChoose')}</option>
            {categories.map((cat) => (
              <option key={cat.code} value={cat.code}>
                {cat.label}
              </option>
            ))}
          </S.Select>
          {category.message}
        </S.Field>
        <S.Field>
          <FieldLabel htmlFor={subCategory.id} required>
            {t('fields.subCategory')}
          </FieldLabel>
          <S.Select
            {...subCategory.control}
            required
            value={c.form.subCategory}
            onChange={(e) => c.dispatch({ type: 'setSubCategory', subCategory: e.target.value })}
            {...leave(c, 'subCategory')}
          >
            {/* Kept focusable without a category (a disabled select would drop out of the
                Tab order and its error could not take focus on Submit). */}
            <option value="">
              {chosen ? t('fields.subCategoryChoose') : t('fields.subCategoryFirst')}
            </option>
            {(chosen?.subCategories ?? []).map((sub) => (
              <option key={sub.code} value={sub.code}>
                {sub.label}
              </option>
            ))}
          </S.Select>
          {subCategory.message}
        </S.Field>
      </S.Row>
    </S.Section>
  );
}

export function OrderSection({ c, baseId }: SectionProps) {
  const { t } = useComplaintText();
  const { lang } = useKitContext();
  const field = useFields(c, baseId);
  const headingId = `${baseId}-order-heading`;
  const listId = `${baseId}-recent-orders`;
  const orderNumber = field('orderNumber', { hint: true });
  const date = field('deliveryDate');
  const recent = c.data.options?.recentOrders ?? [];
  const today = c.context.today;
  return (
    <S.Section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('sections.order')}</h3>
      <S.CheckRow>
        <input
          type="checkbox"
          checked={c.form.aboutOrder}
          onChange={(e) => c.dispatch({ type: 'setAboutOrder', aboutOrder: e.target.checked })}
        />
        {t('fields.aboutOrder')}
      </S.CheckRow>
      {c.form.aboutOrder && (
        <S.Row>
          <S.Field>
            <FieldLabel htmlFor={orderNumber.id} required>
              {t('fields.orderNumber')}
            </FieldLabel>
            <S.Input
              {...orderNumber.control}
              required
              list={recent.length > 0 ? listId : undefined}
              autoComplete="off"
              value={c.form.orderNumber}
              onChange={(e) => {
                const value = e.target.value;
                // One of the recent orders (typed or picked from the list) brings its delivery date.
                const known = recent.find((o) => o.orderNumber === value.trim());
                c.dispatch(
                  known
                    ? {
                        type: 'pickRecentOrder',
                        orderNumber: known.orderNumber,
                        deliveryDate: known.deliveryDate,
                      }
                    : { type: 'setText', field: 'orderNumber', value },
                );
              }}
              {...leave(c, 'orderNumber')}
            />
            {recent.length > 0 && (
              <datalist id={listId}>
                {recent.map((o) => (
                  <option key={o.orderNumber} value={o.orderNumber}>
                    {o.deliveryDate
                      ? t('fields.recentOrder', { date: formatDisplayDate(o.deliveryDate, lang) })
                      : o.orderNumber}
                  </option>
                ))}
              </datalist>
            )}
            <S.Hint id={orderNumber.hintId}>{t('fields.orderNumberHint')}</S.Hint>
            {orderNumber.message}
          </S.Field>
          <DatePicker
            id={date.id}
            label={t('fields.deliveryDate')}
            lang={lang}
            required
            value={c.form.deliveryDate}
            today={today}
            // A delivery has happened: nothing after today; complaints cover two years back.
            max={today}
            min={shiftDate(today, -OLDEST_DELIVERY_DAYS)}
            initialMonth={today}
            isSelectable={() => true}
            error={date.text}
            onChange={(value) => {
              c.touch('deliveryDate');
              c.dispatch({ type: 'setDeliveryDate', date: value });
            }}
          />
        </S.Row>
      )}
    </S.Section>
  );
}

export function ProductsSection({ c, baseId }: SectionProps) {
  const { t, number, packageText } = useComplaintText();
  const describe = useErrorMessage();
  const field = useFields(c, baseId);
  const headingId = `${baseId}-products-heading`;
  const resultsId = `${baseId}-product-results`;
  const statusId = `${baseId}-product-status`;
  const limitId = `${baseId}-product-limit`;
  const products = field('products', {
    hint: true,
    extra: c.form.productRefusal ? limitId : null,
  });
  const { search } = c;
  const units = c.data.options?.unitsOfMeasure ?? [];
  const plantName = c.data.plants?.plants.find((p) => p.id === c.form.plant)?.name;
  const chips = productChips(c.form);

  const status = (() => {
    if (search.error) return null;
    if (search.loading && search.products.length === 0) return t('products.searching');
    if (search.products.length === 0)
      return search.term ? t('products.none', { term: search.term }) : t('products.noneAtAll');
    return t('products.count', { count: search.products.length });
  })();

  return (
    <S.Section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('sections.products')}</h3>
      <S.Field>
        <FieldLabel htmlFor={products.id} required>
          {t('products.search')}
        </FieldLabel>
        <S.Input
          {...products.control}
          type="search"
          autoComplete="off"
          aria-controls={resultsId}
          value={c.form.productSearch}
          onChange={(e) =>
            c.dispatch({ type: 'setText', field: 'productSearch', value: e.target.value })
          }
          onKeyDown={(e) => {
            // Escape clears the search first; a second Escape closes the dialog.
            if (e.key === 'Escape' && c.form.productSearch !== '') {
              e.preventDefault();
              c.dispatch({ type: 'setText', field: 'productSearch', value: '' });
            }
          }}
          {...leave(c, 'products')}
        />
        <S.Hint id={products.hintId}>
          {plantName
            ? t('products.searchHintPlant', { plant: plantName })
            : t('products.searchHint')}
        </S.Hint>
        {products.message}
      </S.Field>

      {search.error ? (
        <FailureNotice message={t('products.searchFailed')} reason={describe(search.error)}>
          <Button size="sm" variant="secondary" onClick={search.retry}>
            {t('retry')}
          </Button>
        </FailureNotice>
      ) : (
        <>
          <S.Muted id={statusId} role="status">
            {search.loading && search.products.length > 0 ? t('products.searching') : status}
          </S.Muted>
          {search.products.length > 0 && (
            <S.Results
              id={resultsId}
              $stale={search.stale}
              aria-label={t('products.results')}
              aria-busy={search.loading || undefined}
            >
              {search.products.map((p) => (
                <li key={p.sku}>
                  <label>
                    <input
                      type="checkbox"
                      checked={isSelected(c.form, p.sku)}
                      onChange={() =>
                        c.dispatch({
                          type: 'toggleProduct',
                          product: p,
                          defaultUnit: defaultUnitFor(p, units),
                        })
                      }
                    />
                    <span>{p.title}</span>
                    <small>
                      {p.sku} · {packageText(p.packageType)} ·{' '}
                      {t('products.ordered', { qty: number(p.totalQuantity) })}
                    </small>
                  </label>
                </li>
              ))}
            </S.Results>
          )}
        </>
      )}

      {c.form.productRefusal === 'limit' && (
        <S.FieldError id={limitId} role="alert">
          {t('products.limit', { max: MAX_PRODUCTS })}
        </S.FieldError>
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
              <S.Chip key={chip.productId}>
                <span title={chip.label}>{chip.label}</span>
                <S.ChipRemove
                  type="button"
                  aria-label={t('products.removeChip', { name: chip.label })}
                  onClick={() => c.dispatch({ type: 'removeProduct', productId: chip.productId })}
                >
                  <CloseIcon />
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

function ProductLineEditor({ c, baseId, line }: SectionProps & { line: ProductLine }) {
  const { t, packageText } = useComplaintText();
  const field = useFields(c, baseId);
  const name = line.productName;
  const headingId = `${baseId}-line-${line.productId}-heading`;
  const units = c.data.options?.unitsOfMeasure ?? [];
  const bags = field(lineFieldId(line.productId, 'affectedBag'));
  const qty = field(lineFieldId(line.productId, 'qty'));
  const unit = field(lineFieldId(line.productId, 'unitOfMeasure'));
  const refusalId = `${baseId}-line-${line.productId}-refusal`;
  const countId = `${baseId}-line-${line.productId}-lots`;
  const lot = field(lineFieldId(line.productId, 'lotInput'), {
    hint: true,
    extra: [countId, line.lotRefusal ? refusalId : null].filter(Boolean).join(' '),
  });
  // Each line repeats the same labels: the product's name completes them ("Quantity, Calf …").
  const named = (a11y: FieldA11y) => ({ 'aria-labelledby': `${a11y.id}-label ${headingId}` });
  const set = (f: 'affectedBag' | 'qty' | 'unitOfMeasure', value: string) =>
    c.dispatch({ type: 'setLine', productId: line.productId, field: f, value });
  const addLot = () => c.dispatch({ type: 'addLot', productId: line.productId });
  const onLotKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      addLot();
    }
  };

  return (
    <S.Line aria-labelledby={headingId}>
      <div>
        <h4 id={headingId}>{name}</h4>
        <S.Muted>
          {t('line.sku', { sku: line.productId })} · {packageText(line.packageType)}
        </S.Muted>
      </div>
      <S.LineFields>
        {line.acceptedBag && (
          <S.Field>
            <FieldLabel htmlFor={bags.id} id={`${bags.id}-label`} required>
              {t('line.affectedBag')}
            </FieldLabel>
            <S.Input
              {...bags.control}
              {...named(bags)}
              required
              inputMode="numeric"
              autoComplete="off"
              value={line.affectedBag}
              onChange={(e) => set('affectedBag', e.target.value)}
              onBlur={() => c.touch(lineFieldId(line.productId, 'affectedBag'))}
            />
            {bags.message}
          </S.Field>
        )}
        <S.Field>
          <FieldLabel htmlFor={qty.id} id={`${qty.id}-label`} required>
            {t('line.qty')}
          </FieldLabel>
          <S.Input
            {...qty.control}
            {...named(qty)}
            required
            inputMode="decimal"
            autoComplete="off"
            value={line.qty}
            onChange={(e) => set('qty', e.target.value)}
            onBlur={() => c.touch(lineFieldId(line.productId, 'qty'))}
          />
          {qty.message}
        </S.Field>
        <S.Field>
          <FieldLabel htmlFor={unit.id} id={`${unit.id}-label`} required>
            {t('line.unit')}
          </FieldLabel>
          <S.Select
            {...unit.control}
            {...named(unit)}
            required
            value={line.unitOfMeasure}
            onChange={(e) => set('unitOfMeasure', e.target.value)}
            onBlur={() => c.touch(lineFieldId(line.productId, 'unitOfMeasure'))}
          >
            <option value="">{t('line.unitChoose')}</option>
            {units.map((u) => (
              <option key={u.code} value={u.code}>
                {u.label}
              </option>
            ))}
          </S.Select>
          {unit.message}
        </S.Field>
      </S.LineFields>

      <S.Field>
        <S.Label htmlFor={lot.id} id={`${lot.id}-label`}>
          {t('line.lots')}
        </S.Label>
        <S.Hint id={lot.hintId}>{t('line.lotsHint', { max: MAX_LOTS })}</S.Hint>
        <S.LotEntry>
          <S.Input
            {...lot.control}
            {...named(lot)}
            autoComplete="off"
            maxLength={MAX_LOT_LENGTH * 2}
            value={line.lotInput}
            onChange={(e) =>
              c.dispatch({ type: 'setLotInput', productId: line.productId, value: e.target.value })
            }
            onKeyDown={onLotKey}
            onBlur={() => c.touch(lineFieldId(line.productId, 'lotInput'))}
          />
          <Button variant="secondary" aria-label={t('line.addLotLabel', { name })} onClick={addLot}>
            {t('line.addLot')}
          </Button>
        </S.LotEntry>
        {line.lotRefusal && (
          <S.FieldError id={refusalId} role="alert">
            {t(`line.lotRefusal.${line.lotRefusal}`, {
              max: line.lotRefusal === 'limit' ? MAX_LOTS : MAX_LOT_LENGTH,
            })}
          </S.FieldError>
        )}
        {lot.message}
        <S.Hint id={countId}>
          {t('line.lotCount', { count: line.lotNumbers.length, max: MAX_LOTS })}
        </S.Hint>
        {line.lotNumbers.length > 0 && (
          <S.Chips aria-label={t('line.lots')}>
            {line.lotNumbers.map((lotNumber, index) => (
              <S.Chip key={lotNumber}>
                <span>{lotNumber}</span>
                <S.ChipRemove
                  type="button"
                  aria-label={t('line.removeLot', { lot: lotNumber })}
                  onClick={() =>
                    c.dispatch({ type: 'removeLot', productId: line.productId, index })
                  }
                >
                  <CloseIcon />
                </S.ChipRemove>
              </S.Chip>
            ))}
          </S.Chips>
        )}
      </S.Field>
    </S.Line>
  );
}

export function DetailsSection({ c, baseId }: SectionProps) {
  const { t } = useComplaintText();
  const field = useFields(c, baseId);
  const headingId = `${baseId}-details-heading`;
  const subjectCount = `${baseId}-subject-count`;
  const commentCount = `${baseId}-comment-count`;
  const subject = field('subject', {
    extra: nearLimit(c.form.subject, LIMITS.subject) ? subjectCount : null,
  });
  const comment = field('caseComment', {
    hint: true,
    extra: nearLimit(c.form.caseComment, LIMITS.caseComment) ? commentCount : null,
  });
  const phone = field('phoneNumber', { hint: true });
  return (
    <S.Section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('sections.details')}</h3>
      <S.Field>
        <FieldLabel htmlFor={subject.id} required>
          {t('fields.subject')}
        </FieldLabel>
        <S.Input
          {...subject.control}
          required
          autoComplete="off"
          value={c.form.subject}
          onChange={(e) => c.dispatch({ type: 'setText', field: 'subject', value: e.target.value })}
          {...leave(c, 'subject')}
        />
        <CharactersLeft id={subjectCount} value={c.form.subject} max={LIMITS.subject} />
        {subject.message}
      </S.Field>
      <S.Field>
        <FieldLabel htmlFor={comment.id} required>
          {t('fields.caseComment')}
        </FieldLabel>
        <S.Hint id={comment.hintId}>{t('fields.caseCommentHint')}</S.Hint>
        <S.TextArea
          {...comment.control}
          required
          value={c.form.caseComment}
          onChange={(e) =>
            c.dispatch({ type: 'setText', field: 'caseComment', value: e.target.value })
          }
          {...leave(c, 'caseComment')}
        />
        <CharactersLeft id={commentCount} value={c.form.caseComment} max={LIMITS.caseComment} />
        {comment.message}
      </S.Field>
      <S.Field>
        <FieldLabel htmlFor={phone.id} required>
          {t('fields.phoneNumber')}
        </FieldLabel>
        <S.Input
          {...phone.control}
          required
          type="tel"
          autoComplete="tel"
          value={c.form.phoneNumber}
          onChange={(e) =>
            c.dispatch({ type: 'setText', field: 'phoneNumber', value: e.target.value })
          }
          {...leave(c, 'phoneNumber')}
        />
        <S.Hint id={phone.hintId}>{t('fields.phoneNumberHint')}</S.Hint>
        {phone.message}
      </S.Field>
    </S.Section>
  );
}

export function LoadingState() {
  const { t } = useComplaintText();
  return (
    <S.Centered>
      <Spinner label={t('loading')} />
    </S.Centered>
  );
}
