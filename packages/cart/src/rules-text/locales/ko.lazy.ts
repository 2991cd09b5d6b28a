import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Korean wording of the ordering rules, loaded only on Korean pages. */
export const ko: Translation<typeof en> = {
  bulkMinimum:
    '벌크 배송은 벌크 제품이 최소 {{min_bulk_weight}} {{uom}} 이상이어야 합니다. 벌크 제품을 더 추가하거나 직접 수령을 선택해 주세요.',
  maxWeight:
    '이 주문의 중량이 트럭 적재 한도({{maxWeight}} {{uom}})를 초과합니다. 더 큰 트럭을 선택하거나 수량을 줄여 주세요.',
  maxWeightNewBusiness:
    '트럭 한 대에 최대 {{maxWeight}} {{uom}}까지 실을 수 있습니다. 수량을 줄이거나 주문을 나누어 주세요.',
  dateUnavailable: '요청한 날짜는 선택할 수 없습니다. 다른 날짜를 선택해 주세요.',
  productUnavailable:
    '{{title}}은(는) 이 계정으로 더 이상 주문할 수 없습니다. 장바구니에서 삭제해 주세요.',
  quantityRule: '{{title}}의 수량이 주문 규칙에 맞지 않습니다. 수량을 조정해 주세요.',
  quantityMinimum: '{{title}}의 수량이 최소 수량 {{minQuantity}}보다 적습니다.',
  quantityPallet:
    '{{title}}은(는) {{perPalletCount}}개 단위의 팔레트로만 판매됩니다. 팔레트 단위로 주문해 주세요.',
  quantityIncrement: '{{title}}은(는) {{increment}}의 배수로 판매됩니다. 수량을 조정해 주세요.',
  smallOrderFee:
    '포장 제품이 {{maxWeight}} {{uom}} 미만인 주문에는 소량 주문 수수료가 부과됩니다. 수수료에 동의하거나 포장 제품을 더 추가해 주세요.',
  mixedBoxAndBulk: '상자 제품과 벌크 제품은 출고지가 다릅니다. 별도의 주문으로 나누어 주세요.',
  headingDate: '다른 요청일을 선택해 주세요',
  headingUpdate: '장바구니를 수정해 주세요',
  headingSeveral: '계속하기 전에 다음 사항을 수정해 주세요',
  minimum: '최소 수량은 {{minQuantity}}입니다.',
  pallet: '{{perPalletCount}}개 단위의 팔레트로 주문해 주세요.',
  increment: '{{increment}}의 배수로 주문해 주세요.',
  dateInvalid: '올바른 날짜를 입력해 주세요.',
  dateTooEarly: '가장 빠른 가능 날짜는 {{earliest}}입니다.',
  dateTooLate: '{{latest}} 이전의 날짜를 선택해 주세요.',
  dateNonWorking: '공장이 이 요일에는 운영하지 않습니다. 다른 날을 선택해 주세요.',
  dateBlocked: '공장이 이 날짜에 휴무입니다. 다른 날을 선택해 주세요.',
  feeLimit: '포장 제품이 {maxWeight} {uom} 미만인 주문에는 소량 주문 수수료가 부과됩니다.',
  dayPast: '지난 날짜',
  dayLeadTime: '리드 타임 이내: 가장 빠른 날짜는 {{earliest}}입니다',
  dayTooLate: '너무 먼 날짜: 가장 늦은 날짜는 {{latest}}입니다',
  dayNotShipping: '공장에서 이 요일에는 출하하지 않습니다',
  dayHoliday: '공휴일: {{name}}',
  dayClosing: '공장 휴무: {{name}}',
};
