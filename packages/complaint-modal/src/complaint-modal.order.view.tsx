import { formatDisplayDate, useKitContext } from '@anp/core';
import { DatePicker } from '@anp/ui/date-picker';
import { Checkbox, TextField } from '@anp/ui/fields';
import { OLDEST_DELIVERY_DAYS, shiftDate } from './model';
import { useComplaintFields, type ComplaintSectionProps } from './use-complaint-fields';
import { useComplaintMessages } from './use-complaint-messages';
import * as S from './complaint-modal.styles';

/**
 * "This is about an order" and, once ticked, the order number (the account's recent orders
 * offered in a list) and the delivery date (today at the latest, two years back at most).
 */
export function OrderSection({ c, baseId }: ComplaintSectionProps) {
  const { t } = useComplaintMessages();
  const { lang } = useKitContext();
  const field = useComplaintFields(c, baseId);
  const headingId = `${baseId}-order-heading`;
  const listId = `${baseId}-recent-orders`;
  const date = field('deliveryDate');
  const recent = c.data.options?.recentOrders ?? [];
  const today = c.context.today;
  return (
    <S.Section part="section" aria-labelledby={headingId}>
      <h3 part="section-heading" id={headingId}>
        {t('sections.order')}
      </h3>
      <Checkbox
        label={t('fields.aboutOrder')}
        checked={c.form.aboutOrder}
        onCheckedChange={(aboutOrder) => c.dispatch({ type: 'setAboutOrder', aboutOrder })}
      />
      {c.form.aboutOrder && (
        <S.Row>
          <div>
            <TextField
              {...field('orderNumber')}
              label={t('fields.orderNumber')}
              hint={t('fields.orderNumberHint')}
              required
              list={recent.length > 0 ? listId : undefined}
              autoComplete="off"
              value={c.form.orderNumber}
              onValueChange={(value) => {
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
          </div>
          <DatePicker
            id={date.id}
            label={t('fields.deliveryDate')}
            // Also keeps its box level with the order number's, which has a hint too.
            description={t('fields.deliveryDateHint')}
            lang={lang}
            required
            value={c.form.deliveryDate}
            today={today}
            // A delivery has happened: nothing after today; complaints cover two years back.
            max={today}
            min={shiftDate(today, -OLDEST_DELIVERY_DAYS)}
            initialMonth={today}
            isSelectable={() => true}
            error={date.error}
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
