import { useId } from 'react';
import { formatDisplayDate, useKitContext } from '@anp/core';
import { deliveryTimeline, type TimelineEntry, type TimelineNote } from '@anp/rules';
import type { OrderDetail as Order } from '@anp/core/services/orders';
import { Heading } from '../heading';
import { useNow } from '../use-now';
import { useOrderText, type OrderText } from '../use-order-text';
import { Fact } from './order-detail.header.view';
import * as S from '../page.styles';
import * as D from './order-detail.styles';
import * as T from './order-detail.timeline.styles';

function noteText(note: TimelineNote, text: OrderText): string {
  switch (note.key) {
    case 'cutoffOpen':
    case 'cutoffPassed':
      return text.t(`timeline.notes.${note.key}`, { cutoff: text.cutoff(note.until) });
    default:
      return text.t(`timeline.notes.${note.key}`);
  }
}

/**
 * The delivery timeline (issue 17): the requested date, the plant and the ship method, then
 * Placed, Scheduled, Shipped (Picked up for a pickup) and Invoiced, or the steps reached and
 * Cancelled, each with the day it happened or is expected. An ordered list, so a screen reader
 * reads the steps in order with their state; the current one is marked `aria-current`.
 */
export function TimelineView({ order, headingLevel }: { order: Order; headingLevel: number }) {
  const text = useOrderText();
  const { t } = text;
  const { lang } = useKitContext();
  const id = useId();
  const now = useNow(order.status === 'Placed' ? order.modifiableUntil : null);
  const pickup = order.shipMethod === 'pickup';
  const steps = deliveryTimeline({
    status: order.status,
    milestones: order.milestones,
    requestedDate: order.requestedDate,
    country: order.account.country,
    modifiableUntil: order.modifiableUntil,
    now,
  });
  const day = (date: string) => formatDisplayDate(date, lang);
  const name = (entry: TimelineEntry) =>
    t(`timeline.steps.${entry.step === 'shipped' && pickup ? 'pickedUp' : entry.step}`);
  const when = (entry: TimelineEntry) =>
    entry.date === null
      ? t('timeline.notYet')
      : entry.dateKind === 'expected'
        ? t('timeline.expected', { date: day(entry.date) })
        : day(entry.date);
  const { shippingDetails: s } = order;
  return (
    <S.Panel aria-labelledby={`${id}-timeline`}>
      <Heading level={headingLevel} id={`${id}-timeline`}>
        {t('timeline.heading')}
      </Heading>
      <D.Facts>
        <Fact label={t(pickup ? 'facts.pickupDate' : 'facts.deliveryDate')}>
          {day(order.requestedDate)}
          {order.requestedTime ? `, ${order.requestedTime}` : ''}
        </Fact>
        <Fact label={t('timeline.plant')}>
          {t('shipping.fromValue', { name: s.shipFromName, code: s.shipFromCode })}
        </Fact>
        <Fact label={t('facts.shipMethod')}>
          {t(`shipMethod.${pickup ? 'pickup' : 'delivery'}`)}
        </Fact>
      </D.Facts>
      <T.Steps>
        {steps.map((entry) => (
          <T.Step
            key={entry.step}
            data-state={entry.state}
            data-step={entry.step}
            aria-current={entry.state === 'current' ? 'step' : undefined}
          >
            <T.Dot aria-hidden="true" />
            <T.Body>
              <strong>{name(entry)}</strong>
              <T.Hidden>{t(`timeline.state.${entry.state}`)}</T.Hidden>
              <T.When>{when(entry)}</T.When>
              {entry.notes.map((note) => (
                <T.Note
                  key={note.key}
                  data-tone={
                    note.key === 'cutoffPassed' || note.key === 'invoiceCancelled'
                      ? 'warning'
                      : undefined
                  }
                >
                  {noteText(note, text)}
                </T.Note>
              ))}
            </T.Body>
          </T.Step>
        ))}
      </T.Steps>
    </S.Panel>
  );
}
