import { useId, useMemo, useState } from 'react';
import { pickupSlots, useErrorMessage, useKitContext, type PortalError } from '@anp/core';
import { DatePicker } from '@anp/ui/date-picker';
import type { Cart, LeadTimes, OrderOptions, TruckSizes } from '@anp/core/services/cart';
import {
  DEFAULT_NOTE_MAX_LENGTH,
  dateProblemMessage,
  dateWindow,
  isSelectableDate,
  firstSelectableDate,
  type CartValidation,
} from './model';
import {
  CheckRow,
  Field,
  ErrorText,
  Fieldset,
  Hint,
  Input,
  Label,
  Legend,
  Notice,
  Panel,
  RadioRow,
  Select,
  TextArea,
} from './cart.styles';
import { useCartText } from './use-cart-text';
import type { FieldEdits } from './draft/draft';

export interface OrderDetailsProps {
  cart: Cart;
  options: OrderOptions | undefined;
  trucks: TruckSizes | undefined;
  leadTimes: LeadTimes | undefined;
  leadTimesError: PortalError | null;
  validation: CartValidation;
  showErrors: boolean;
  onChange(change: FieldEdits): void;
}

/**
 * Every order-level field of the cart (ordering.md §2 screen 2, §3 cart options): delivery or
 * pickup, pickup location and time, the requested date on the plant's calendar, truck size,
 * transport mode, payment terms, PO and delivery instructions, and the small-order fee.
 */
export function OrderDetails(props: OrderDetailsProps) {
  const { cart, options, trucks, leadTimes, validation, showErrors, onChange } = props;
  const { lang } = useKitContext();
  const { t, message, feeText } = useCartText();
  const describe = useErrorMessage();
  const id = useId();
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = (name: string) => setTouched((s) => (s.has(name) ? s : new Set(s).add(name)));
  const shows = (name: string) => showErrors || touched.has(name);
  const missing = (field: CartValidation['missing'][number]) =>
    shows(field) && validation.missing.includes(field) ? t(`missing.${field}`) : null;

  const pickup = cart.shipMethod === 'pickup';
  const dates = dateWindow(cart, leadTimes, lang);
  const holidays = useMemo(
    () => new Map((dates?.rule.plantHolidays ?? []).map((h) => [h.holidayDate, h.name])),
    [dates?.rule],
  );
  const noteMax = options?.deliveryInstructionMaxLength ?? DEFAULT_NOTE_MAX_LENGTH;
  const poMax = options?.poMaxLength ?? 35;
  const noteLength = Array.from(cart.note).length;

  const dateError = (() => {
    const required = missing('requestedDate');
    if (required) return required;
    if (cart.requestedDate && validation.dateProblem && dates) {
      return message(
        dateProblemMessage(validation.dateProblem, {
          earliest: dates.earliestText,
          latest: dates.latestText,
        }),
      );
    }
    return null;
  })();

  const slots = leadTimes
    ? pickupSlots(leadTimes.pickupHours.start, leadTimes.pickupHours.end)
    : pickupSlots();
  const truckSizes = trucks?.truckSizes ?? cart.truckSizes;
  const modes = options?.modes ?? [cart.mode];
  const terms = options?.paymentTerms ?? ['Cash', 'Credit'];

  const setShipMethod = (method: 'delivery' | 'pickup') => {
    touch('shipMethod');
    const change: FieldEdits = { shipMethod: method };
    // Pickup needs a place: the first location (the account's own plant comes first).
    if (method === 'pickup' && !cart.pickUpFrom && options?.pickupLocations[0])
      change.pickUpFrom = options.pickupLocations[0].id;
    onChange(change);
  };

  return (
    <Panel aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('details.heading')}</h2>

      <Fieldset>
        <Legend>{t('details.shipMethod')}</Legend>
        <RadioRow>
          {(options?.shipMethods ?? ['delivery', 'pickup']).map((method) => (
            <label key={method}>
              <input
                type="radio"
                name={`${id}-ship`}
                value={method}
                checked={cart.shipMethod === method}
                onChange={() => setShipMethod(method)}
              />
              {t(`details.${method}`)}
            </label>
          ))}
        </RadioRow>
        {missing('shipMethod') && <ErrorText>{missing('shipMethod')}</ErrorText>}
      </Fieldset>

      {pickup && (
        <Field>
          <Label htmlFor={`${id}-location`}>{t('details.pickupLocation')}</Label>
          <Select
            id={`${id}-location`}
            value={cart.pickUpFrom ?? ''}
            aria-invalid={missing('pickUpFrom') ? true : undefined}
            onChange={(e) =>
              onChange({ pickUpFrom: e.target.value || null, requestedTime: cart.requestedTime })
            }
            onBlur={() => touch('pickUpFrom')}
          >
            <option value="">{t('details.choose')}</option>
            {(options?.pickupLocations ?? []).map((loc) => (
              <option key={loc.id} value={loc.id}>
                {loc.name} ({loc.code})
              </option>
            ))}
          </Select>
          {options?.pickupLocations.find((l) => l.id === cart.pickUpFrom) && (
            <Hint>{options.pickupLocations.find((l) => l.id === cart.pickUpFrom)?.address}</Hint>
          )}
          {missing('pickUpFrom') && <ErrorText>{missing('pickUpFrom')}</ErrorText>}
        </Field>
      )}

      <Field>
        {leadTimes && dates ? (
          <DatePicker
            id={`${id}-date`}
            label={pickup ? t('details.pickupDate') : t('details.deliveryDate')}
            lang={lang}
            required
            value={cart.requestedDate}
            today={leadTimes.today}
            min={dates.earliest}
            max={dates.latest}
            initialMonth={firstSelectableDate(dates.rule, leadTimes.today, leadTimes.daySpan)}
            isSelectable={(date) =>
              isSelectableDate(date, dates.rule, leadTimes.today, leadTimes.daySpan)
            }
            unavailableLabel={(date) => {
              const holiday = holidays.get(date);
              if (holiday) return t('details.holiday', { name: holiday });
              return t('details.closed');
            }}
            description={t('details.dateHint', {
              count: dates.rule.leadTime,
              earliest: dates.earliestText,
              latest: dates.latestText,
            })}
            error={dateError}
            onChange={(date) => {
              touch('requestedDate');
              onChange({ requestedDate: date });
            }}
          />
        ) : props.leadTimesError ? (
          <Notice $tone="danger">
            <p>{t('details.leadTimeFailed', { reason: describe(props.leadTimesError) })}</p>
          </Notice>
        ) : (
          <Hint role="status">{t('details.leadTimeLoading')}</Hint>
        )}
      </Field>

      {pickup && (
        <Field>
          <Label htmlFor={`${id}-time`}>{t('details.pickupTime')}</Label>
          <Select
            id={`${id}-time`}
            value={cart.requestedTime ?? ''}
            aria-invalid={missing('requestedTime') ? true : undefined}
            onChange={(e) => onChange({ requestedTime: e.target.value || null })}
            onBlur={() => touch('requestedTime')}
          >
            <option value="">{t('details.choose')}</option>
            {slots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </Select>
          {missing('requestedTime') && <ErrorText>{missing('requestedTime')}</ErrorText>}
        </Field>
      )}

      {!pickup && (
        <Field>
          <Label htmlFor={`${id}-truck`}>{t('details.truckSize')}</Label>
          <Select
            id={`${id}-truck`}
            value={cart.truckSize ?? ''}
            aria-invalid={validation.sizeError ? true : undefined}
            onChange={(e) => onChange({ truckSize: e.target.value || null })}
          >
            {truckSizes.map((size) => (
              <option key={size.value} value={size.value}>
                {size.label}
              </option>
            ))}
          </Select>
        </Field>
      )}

      <Field>
        <Label htmlFor={`${id}-mode`}>{t('details.mode')}</Label>
        <Select
          id={`${id}-mode`}
          value={cart.mode}
          disabled={modes.length < 2}
          onChange={(e) => onChange({ mode: e.target.value })}
        >
          {modes.map((mode) => (
            <option key={mode} value={mode}>
              {mode === 'truck' ? t('details.modes.truck') : mode}
            </option>
          ))}
        </Select>
      </Field>

      <Fieldset>
        <Legend>{t('details.paymentTerms')}</Legend>
        <RadioRow>
          {terms.map((term) => (
            <label key={term}>
              <input
                type="radio"
                name={`${id}-terms`}
                value={term}
                checked={cart.paymentTerms === term}
                onChange={() => {
                  touch('paymentTerms');
                  onChange({ paymentTerms: term });
                }}
              />
              {t(term === 'Cash' ? 'details.paymentCash' : 'details.paymentCredit')}
            </label>
          ))}
        </RadioRow>
        {missing('paymentTerms') && <ErrorText>{missing('paymentTerms')}</ErrorText>}
      </Fieldset>

      <Field>
        <Label htmlFor={`${id}-po`}>{t('details.po')}</Label>
        <Input
          id={`${id}-po`}
          value={cart.po}
          maxLength={poMax}
          autoComplete="off"
          aria-describedby={`${id}-po-hint`}
          onChange={(e) => onChange({ po: e.target.value })}
        />
        <Hint id={`${id}-po-hint`}>{t('details.poHint', { max: poMax })}</Hint>
      </Field>

      <Field>
        <Label htmlFor={`${id}-note`}>{t('details.note')}</Label>
        <TextArea
          id={`${id}-note`}
          value={cart.note}
          aria-invalid={validation.delInstrError ? true : undefined}
          aria-describedby={`${id}-note-hint ${id}-note-count${validation.delInstrError ? ` ${id}-note-error` : ''}`}
          onChange={(e) => onChange({ note: e.target.value })}
        />
        <Hint id={`${id}-note-hint`}>{t('details.noteHint')}</Hint>
        <Hint id={`${id}-note-count`} aria-live="polite">
          {t('details.noteCount', { count: noteLength, max: noteMax })}
        </Hint>
        {validation.delInstrError && (
          <ErrorText id={`${id}-note-error`}>{t('details.noteError', { max: noteMax })}</ErrorText>
        )}
      </Field>

      {!validation.isBagMOQMet && (
        <Notice $tone="warning">
          <p>
            <strong>{t('details.feeTitle')}</strong>
          </p>
          <p>{feeText(options?.feeLimit ?? cart.feeLimit)}</p>
          <CheckRow>
            <input
              type="checkbox"
              checked={cart.isBagFeeAcknowledged && cart.isLocalFeeAcknowledge}
              onChange={(e) =>
                // ordering.md §4: the bag fee and local fee acknowledgements travel together.
                onChange({
                  isBagFeeAcknowledged: e.target.checked,
                  isLocalFeeAcknowledge: e.target.checked,
                })
              }
            />
            {t('details.feeAcknowledge')}
          </CheckRow>
        </Notice>
      )}
    </Panel>
  );
}
