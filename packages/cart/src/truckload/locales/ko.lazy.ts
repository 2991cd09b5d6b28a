import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean wording of the truckload meter, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  heading: '트럭 적재량',
  reading: '{{capacity}} {{unit}} 중 {{load}}',
  readingNoTruck: '{{load}} {{unit}} 적재됨. 트럭 크기를 선택하면 적재율을 볼 수 있습니다',
  left: '트럭을 채우려면 {{weight}} {{unit}} 남았습니다',
  full: '트럭이 가득 찼습니다',
  over: '트럭 최대 적재량보다 {{weight}} {{unit}} 많습니다. 더 큰 트럭을 선택하거나 수량을 줄이십시오.',
  bulkShort:
    '벌크: 벌크 배송에 필요한 {{minimum}} {{unit}} 중 {{weight}}. 벌크 제품을 추가하거나 직접 수령을 선택하십시오.',
  bulkMet: '벌크: {{weight}} {{unit}}, 벌크 최소량 {{minimum}} {{unit}} 충족',
  bagShort:
    '포대: {{minimum}} {{unit}} 중 {{weight}}. 이보다 적으면 소량 주문 수수료가 부과됩니다.',
  bagShortAccepted: '포대: {{minimum}} {{unit}} 중 {{weight}}. 소량 주문 수수료에 동의했습니다.',
  bagMet: '포대: {{weight}} {{unit}}, 포대 최소량 {{minimum}} {{unit}} 충족',
  markers: '막대의 표시',
  markerMaximum: '트럭 최대 적재량: {{weight}} {{unit}}',
  markerBulk: '벌크 최소량: {{weight}} {{unit}}',
  markerBag: '포대 최소량: {{weight}} {{unit}}',
  meterLabel: '트럭 적재량',
  pending_one: '입력했지만 아직 장바구니에 추가하지 않은 수량 {{count}}개가 포함되어 있습니다.',
  pending_other: '입력했지만 아직 장바구니에 추가하지 않은 수량 {{count}}개가 포함되어 있습니다.',
};
