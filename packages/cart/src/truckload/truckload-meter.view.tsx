import { useId } from 'react';
import { formatNumber, useKitTranslation } from '@anp/core';
import type { TruckLoad } from '@anp/rules/cart';
import { TRUCKLOAD_NS } from './i18n';
import * as S from './truckload-meter.styles';

type Tone = 'danger' | 'warning' | 'plain';

/** Where a weight sits on the bar, in percent of its scale. */
const at = (weight: number, scale: number) =>
  `${Math.max(0, Math.min(100, (weight / scale) * 100)).toFixed(2)}%`;

/**
 * The truckload meter (issue 17): the load against the chosen truck, with the truck's maximum,
 * the bulk minimum and the bag minimum marked, and what is left or over in words. It reads a
 * `truckLoad()` computed in the browser, so it follows every quantity change at once; its
 * states are the server's validation codes (CART001, CART002, CART006).
 */
export function TruckloadMeter({
  load,
  country,
  headingLevel = 3,
}: {
  load: TruckLoad;
  country: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useKitTranslation(TRUCKLOAD_NS);
  const headingId = useId();
  const n = (value: number) => formatNumber(value, country);
  const unit = load.unit;
  const Heading = `h${headingLevel}` as const;

  const hints: { key: string; text: string; tone: Tone }[] = [];
  if (load.capacity === null) {
    hints.push({
      key: 'load',
      text: t('readingNoTruck', { load: n(load.load), unit }),
      tone: 'plain',
    });
  } else if (load.over !== null) {
    hints.push({
      key: 'load',
      text: t('over', { weight: n(load.over), unit }),
      // Over the truck is the server's CART002 on a delivery; before a ship method is chosen
      // it is a warning.
      tone: load.delivery ? 'danger' : 'warning',
    });
  } else if (load.left === 0) {
    hints.push({ key: 'load', text: t('full'), tone: 'plain' });
  } else {
    hints.push({
      key: 'load',
      text: t('left', { weight: n(load.left ?? 0), unit }),
      tone: 'plain',
    });
  }
  const showBulk = load.delivery && load.bulk > 0;
  if (showBulk) {
    const params = { weight: n(load.bulk), minimum: n(load.bulkMinimum), unit };
    hints.push(
      load.bulkShort
        ? { key: 'bulk', text: t('bulkShort', params), tone: 'danger' }
        : { key: 'bulk', text: t('bulkMet', params), tone: 'plain' },
    );
  }
  const showBag = load.bag > 0 && load.bagMinimum !== null;
  if (showBag) {
    const params = { weight: n(load.bag), minimum: n(load.bagMinimum ?? 0), unit };
    hints.push(
      !load.bagShort
        ? { key: 'bag', text: t('bagMet', params), tone: 'plain' }
        : load.feeAcknowledged
          ? { key: 'bag', text: t('bagShortAccepted', params), tone: 'plain' }
          : { key: 'bag', text: t('bagShort', params), tone: 'warning' },
    );
  }

  const capacity = load.capacity;
  const reading =
    capacity === null ? null : t('reading', { load: n(load.load), capacity: n(capacity), unit });
  // The scale reaches past the truck when the load does, so the overweight part shows.
  const scale = capacity === null ? 0 : Math.max(capacity, load.load);
  const marks =
    capacity === null || scale <= 0
      ? []
      : [
          {
            kind: 'maximum',
            glyph: '▼',
            weight: capacity,
            label: t('markerMaximum', { weight: n(capacity), unit }),
          },
          ...(showBulk
            ? [
                {
                  kind: 'bulk',
                  glyph: '◆',
                  weight: load.bulkMinimum,
                  label: t('markerBulk', { weight: n(load.bulkMinimum), unit }),
                },
              ]
            : []),
          ...(showBag
            ? [
                {
                  kind: 'bag',
                  glyph: '●',
                  weight: load.bagMinimum ?? 0,
                  label: t('markerBag', { weight: n(load.bagMinimum ?? 0), unit }),
                },
              ]
            : []),
        ];

  return (
    <S.Meter aria-labelledby={headingId}>
      <Heading id={headingId}>{t('heading')}</Heading>
      {reading !== null && capacity !== null && (
        <>
          <S.Reading>{reading}</S.Reading>
          <S.Track
            role="meter"
            aria-label={t('meterLabel')}
            aria-valuemin={0}
            aria-valuemax={capacity}
            aria-valuenow={Math.min(load.load, capacity)}
            aria-valuetext={`${reading}. ${hints[0]?.text ?? ''}`}
          >
            <S.Fill
              data-over={load.over !== null ? '' : undefined}
              style={{ width: at(load.load, scale) }}
            />
            {marks.map((mark) => (
              <S.Mark
                key={mark.kind}
                aria-hidden="true"
                data-kind={mark.kind}
                data-glyph={mark.glyph}
                style={{ left: at(mark.weight, scale) }}
              />
            ))}
          </S.Track>
          <S.Legend aria-label={t('markers')}>
            {marks.map((mark) => (
              <li key={mark.kind}>
                <span aria-hidden="true">{mark.glyph}</span>
                {mark.label}
              </li>
            ))}
          </S.Legend>
        </>
      )}
      <S.Hints>
        {hints.map((hint) => (
          <li key={hint.key} data-tone={hint.tone}>
            {hint.text}
          </li>
        ))}
      </S.Hints>
    </S.Meter>
  );
}
