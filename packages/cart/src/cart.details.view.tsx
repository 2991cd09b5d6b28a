import { useId, useState } from 'react';
import { pickupSlots, useErrorMessage, useKitContext, type PortalError } from '@anp/core';
import { DatePicker } from '@anp/ui/date-picker';
import { Checkbox, RadioGroup, Select, TextField } from '@anp/ui/fields';
import type {
  Cart,
  LeadTimes,
  OrderOptions,
  PaymentTerms,
  ShipMethod,
  TruckSizes,
} from '@anp/core/services/cart';
import {
  DEFAULT_NOTE_MAX_LENGTH,
  blockedDayMessage,
  blockedReason,
  dateProblemMessage,
  dateWindow,
  isSelectableDate,
  firstSelectableDate,
  type CartValidation,
} from './model';
import { Hint, Notice, Panel } from './cart.styles';
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

/** The PO's length when the order options have not said (ordering.md §3 cart options). */
const DEFAULT_PO_MAX_LENGTH = 35;

/**
 * Every order-level field of the cart (ordering.md §2 screen 2, §3 cart options): delivery or
 * pickup, pickup location and time, the requested date on the plant's calendar, truck size,
 * transport mode, payment terms, PO and delivery instructions, and the small-order fee. A field's
 * problem shows once the user has been there, or everywhere after Continue.
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
  // Why a day cannot be chosen, in words (each reason its own); holidays and closings by name.
  const dayReason = (date: string) =>
    leadTimes && dates ? blockedReason(date, dates.rule, leadTimes.today, leadTimes.daySpan) : null;
  const reasonText = (date: string) => {
    const reason = dayReason(date);
    return reason && dates
      ? message(
          blockedDayMessage(reason, { earliest: dates.earliestText, latest: dates.latestText }),
        )
      : null;
  };
  const noteMax = options?.deliveryInstructionMaxLength ?? DEFAULT_NOTE_MAX_LENGTH;
  const poMax = options?.poMaxLength ?? DEFAULT_PO_MAX_LENGTH;

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
  const terms: readonly PaymentTerms[] = options?.paymentTerms ?? ['Cash', 'Credit'];
  const shipMethods: readonly ShipMethod[] = options?.shipMethods ?? ['delivery', 'pickup'];
  const location = options?.pickupLocations.find((l) => l.id === cart.pickUpFrom);

  const setShipMethod = (method: ShipMethod) => {
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

      <RadioGroup
        legend={t('details.shipMethod')}
        orientation="horizontal"
        boxed
        options={shipMethods.map((method) => ({ value: method, label: t(`details.${method}`) }))}
        value={cart.shipMethod || null}
        onValueChange={(method) => setShipMethod(method as ShipMethod)}
        error={missing('shipMethod')}
      />

      {pickup && (
        <Select
          label={t('details.pickupLocation')}
          placeholder={t('details.choose')}
          options={(options?.pickupLocations ?? []).map((loc) => ({
            value: loc.id,
            label: `${loc.name} (${loc.code})`,
          }))}
          value={cart.pickUpFrom ?? ''}
          onValueChange={(value) =>
            onChange({ pickUpFrom: value || null, requestedTime: cart.requestedTime })
          }
          onBlur={() => touch('pickUpFrom')}
          hint={location?.address}
          error={missing('pickUpFrom')}
        />
      )}

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
          unavailableLabel={reasonText}
          dayNote={(date) => {
            const kind = dayReason(date)?.kind;
            return kind === 'holiday' || kind === 'closing' ? reasonText(date) : null;
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

      {pickup && (
        <Select
          label={t('details.pickupTime')}
          placeholder={t('details.choose')}
          options={slots.map((slot) => ({ value: slot, label: slot }))}
          value={cart.requestedTime ?? ''}
          onValueChange={(value) => onChange({ requestedTime: value || null })}
          onBlur={() => touch('requestedTime')}
          error={missing('requestedTime')}
        />
      )}

      {!pickup && (
        // Marked when the order is over the truck's capacity; the message is the line's.
        <Select
          label={t('details.truckSize')}
          options={truckSizes.map((size) => ({ value: size.value, label: size.label }))}
          value={cart.truckSize ?? ''}
          aria-invalid={validation.sizeError || undefined}
          onValueChange={(value) => onChange({ truckSize: value || null })}
        />
      )}

      <Select
        label={t('details.mode')}
        options={modes.map((mode) => ({
          value: mode,
          label: mode === 'truck' ? t('details.modes.truck') : mode,
        }))}
        value={cart.mode}
        disabled={modes.length < 2}
        onValueChange={(mode) => onChange({ mode })}
      />

      <RadioGroup
        legend={t('details.paymentTerms')}
        orientation="horizontal"
        boxed
        options={terms.map((term) => ({
          value: term,
          label: t(term === 'Cash' ? 'details.paymentCash' : 'details.paymentCredit'),
        }))}
        value={cart.paymentTerms || null}
        onValueChange={(term) => {
          touch('paymentTerms');
          onChange({ paymentTerms: term as PaymentTerms });
        }}
        error={missing('paymentTerms')}
      />

      <TextField
        label={t('details.po')}
        hint={t('details.poHint', { max: poMax })}
        value={cart.po}
        maxLength={poMax}
        autoComplete="off"
        onValueChange={(po) => onChange({ po })}
      />

      <TextField
        multiline
        label={t('details.note')}
        hint={t('details.noteHint')}
        characterLimit={noteMax}
        counter
        value={cart.note}
        onValueChange={(note) => onChange({ note })}
        error={validation.delInstrError ? t('details.noteError', { max: noteMax }) : null}
      />

      {!validation.isBagMOQMet && (
        <Notice $tone="warning">
          <p>
            <strong>{t('details.feeTitle')}</strong>
          </p>
          <p>{feeText(options?.feeLimit ?? cart.feeLimit)}</p>
          <Checkbox
            label={t('details.feeAcknowledge')}
            checked={cart.isBagFeeAcknowledged && cart.isLocalFeeAcknowledge}
            onCheckedChange={(checked) =>
              // ordering.md §4: the bag fee and local fee acknowledgements travel together.
              onChange({ isBagFeeAcknowledged: checked, isLocalFeeAcknowledge: checked })
            }
          />
        </Notice>
      )}
    </Panel>
  );
}
