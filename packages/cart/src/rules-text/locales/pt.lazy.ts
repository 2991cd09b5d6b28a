import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Brazilian Portuguese wording of the ordering rules, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  bulkMinimum:
    'Entregas a granel exigem pelo menos {{min_bulk_weight}} {{uom}} de produto a granel. Adicione mais produto a granel ou escolha retirada.',
  maxWeight:
    'Este pedido pesa mais do que o caminhão comporta ({{maxWeight}} {{uom}}). Escolha um caminhão maior ou reduza as quantidades.',
  maxWeightNewBusiness:
    'Um caminhão comporta até {{maxWeight}} {{uom}}. Reduza as quantidades ou divida o pedido.',
  dateUnavailable: 'A data desejada não está disponível. Escolha outra data.',
  productUnavailable:
    '{{title}} não pode mais ser pedido para esta conta. Remova-o do carrinho, por favor.',
  quantityRule: 'A quantidade de {{title}} não atende às regras de pedido. Ajuste-a, por favor.',
  quantityMinimum: 'A quantidade de {{title}} está abaixo do mínimo de {{minQuantity}}.',
  quantityPallet:
    '{{title}} é vendido em paletes completos de {{perPalletCount}}. Peça paletes completos, por favor.',
  quantityIncrement:
    '{{title}} é vendido em múltiplos de {{increment}}. Ajuste a quantidade, por favor.',
  smallOrderFee:
    'Pedidos com menos de {{maxWeight}} {{uom}} de produto ensacado têm uma taxa de pedido pequeno. Aceite a taxa ou adicione mais sacos.',
  mixedBoxAndBulk:
    'Produtos em caixa e a granel saem de locais diferentes. Faça um pedido para cada tipo, por favor.',
  headingDate: 'Escolha outra data desejada',
  headingUpdate: 'Atualize seu carrinho',
  headingSeveral: 'Corrija os itens abaixo antes de continuar',
  minimum: 'A quantidade mínima é {{minQuantity}}.',
  pallet: 'Peça paletes completos de {{perPalletCount}}.',
  increment: 'Peça em múltiplos de {{increment}}.',
  dateInvalid: 'Informe uma data válida.',
  dateTooEarly: 'A primeira data disponível é {{earliest}}.',
  dateTooLate: 'Escolha uma data até {{latest}}.',
  dateNonWorking: 'A fábrica não funciona nesse dia da semana. Escolha outro dia.',
  dateBlocked: 'A fábrica está fechada nessa data. Escolha outro dia.',
  // Why a calendar day cannot be chosen (each reason its own label).
  dayPast: 'Data passada',
  dayLeadTime: 'Dentro do prazo: a primeira data é {{earliest}}',
  dayTooLate: 'Muito adiante: a última data é {{latest}}',
  dayNotShipping: 'A fábrica não expede neste dia da semana',
  dayHoliday: 'Feriado: {{name}}',
  dayClosing: 'Fábrica fechada: {{name}}',
  feeLimit:
    'Pedidos com menos de {maxWeight} {uom} de produto ensacado têm uma taxa de pedido pequeno.',
};
