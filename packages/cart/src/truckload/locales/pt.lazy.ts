import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese (Brazil) wording of the truckload meter, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  heading: 'Carga do caminhão',
  reading: '{{load}} de {{capacity}} {{unit}}',
  readingNoTruck:
    '{{load}} {{unit}} carregadas; escolha um tamanho de caminhão para ver o quanto está cheio',
  left: 'Faltam {{weight}} {{unit}} para completar o caminhão',
  full: 'O caminhão está cheio',
  over: '{{weight}} {{unit}} acima do máximo do caminhão. Escolha um caminhão maior ou reduza as quantidades.',
  bulkShort:
    'Granel: {{weight}} das {{minimum}} {{unit}} que uma entrega a granel exige. Adicione produto a granel ou escolha retirada.',
  bulkMet: 'Granel: {{weight}} {{unit}}; o mínimo a granel de {{minimum}} {{unit}} foi atingido',
  bagShort:
    'Sacos: {{weight}} de {{minimum}} {{unit}}; abaixo disso há uma taxa de pedido pequeno.',
  bagShortAccepted:
    'Sacos: {{weight}} de {{minimum}} {{unit}}; a taxa de pedido pequeno foi aceita.',
  bagMet: 'Sacos: {{weight}} {{unit}}; o mínimo de sacos de {{minimum}} {{unit}} foi atingido',
  markers: 'Marcas na barra',
  markerMaximum: 'Máximo do caminhão: {{weight}} {{unit}}',
  markerBulk: 'Mínimo a granel: {{weight}} {{unit}}',
  markerBag: 'Mínimo de sacos: {{weight}} {{unit}}',
  meterLabel: 'Carga do caminhão',
  pending_one: 'Inclui {{count}} quantidade digitada e ainda não adicionada ao carrinho.',
  pending_other: 'Inclui {{count}} quantidades digitadas e ainda não adicionadas ao carrinho.',
};
