/** Questions about ordering, delivery and pickup (support FAQs, in the four interface languages). */
import type { FaqSpec } from './faq-spec';

export const ORDERING_FAQS: readonly FaqSpec[] = [
  {
    id: 'place-an-order',
    topic: 'ordering',
    updatedAt: '2026-10-05',
    question: {
      en: 'How do I place an order?',
      es: '¿Cómo hago un pedido?',
      pt: 'Como faço um pedido?',
      ko: '주문은 어떻게 하나요?',
    },
    answer: {
      en: [
        'Choose the sold-to account you are ordering for in the account selector at the top of the page, then open Place order. Search for products by name or number, or start from your favourites or your recent orders, and enter a quantity for each one.',
        'Open the cart to choose delivery or pickup, the requested date, the truck size and your purchase order number. Review the order and submit it: you get an order number on the confirmation page and an e-mail confirmation.',
      ],
      es: [
        'Elija en el selector de cuentas, arriba en la página, la cuenta de cliente para la que hace el pedido y abra Hacer un pedido. Busque los productos por nombre o número, o parta de sus favoritos o de sus pedidos recientes, e indique la cantidad de cada uno.',
        'En el carrito elija entrega o retiro, la fecha solicitada, el tamaño del camión y su número de orden de compra. Revise el pedido y envíelo: verá el número de pedido en la página de confirmación y recibirá una confirmación por correo.',
      ],
      pt: [
        'Escolha no seletor de contas, no topo da página, a conta de cliente para a qual está pedindo e abra Fazer pedido. Procure os produtos pelo nome ou código, ou comece pelos seus favoritos ou pedidos recentes, e informe a quantidade de cada um.',
        'No carrinho, escolha entrega ou retirada, a data desejada, o tamanho do caminhão e o número do seu pedido de compra. Revise o pedido e envie: o número do pedido aparece na página de confirmação e você recebe uma confirmação por e-mail.',
      ],
      ko: [
        '페이지 상단의 계정 선택기에서 주문할 판매처 계정을 고른 다음 주문하기를 여세요. 제품명이나 제품 번호로 검색하거나 즐겨찾기 또는 최근 주문에서 시작해 제품마다 수량을 입력합니다.',
        '장바구니에서 배송 또는 직접 수령, 희망일, 트럭 크기, 구매 주문서(PO) 번호를 정하세요. 주문 내용을 검토한 뒤 제출하면 확인 페이지에 주문 번호가 표시되고 확인 메일이 발송됩니다.',
      ],
    },
  },
  {
    id: 'change-or-cancel-an-order',
    topic: 'ordering',
    updatedAt: '2026-10-05',
    question: {
      en: 'Can I change or cancel an order after placing it?',
      es: '¿Puedo cambiar o cancelar un pedido después de enviarlo?',
      pt: 'Posso alterar ou cancelar um pedido depois de enviá-lo?',
      ko: '주문한 뒤에 변경하거나 취소할 수 있나요?',
    },
    answer: {
      en: [
        'Yes, until the cut-off time shown on the order. Open the order from the Orders page and choose Modify order to change quantities, the requested date, the purchase order number or the note. Your changes are kept as a draft until you apply them.',
        'After the cut-off the plant has planned production and the order can no longer be changed in the portal. Call customer service as soon as possible; they will tell you what can still be done.',
      ],
      es: [
        'Sí, hasta la hora límite que aparece en el pedido. Abra el pedido desde la página Pedidos y elija Modificar pedido para cambiar cantidades, la fecha solicitada, el número de orden de compra o la nota. Sus cambios se guardan como borrador hasta que los aplique.',
        'Después de la hora límite la planta ya programó la producción y el pedido no se puede cambiar en el portal. Llame cuanto antes a atención al cliente; le dirán qué se puede hacer todavía.',
      ],
      pt: [
        'Sim, até o horário limite indicado no pedido. Abra o pedido na página Pedidos e escolha Alterar pedido para mudar quantidades, a data desejada, o número do pedido de compra ou a observação. Suas alterações ficam salvas como rascunho até você aplicá-las.',
        'Depois do horário limite a fábrica já programou a produção e o pedido não pode mais ser alterado no portal. Ligue o quanto antes para o atendimento ao cliente; eles dirão o que ainda é possível fazer.',
      ],
      ko: [
        '네, 주문에 표시된 마감 시각까지 가능합니다. 주문 페이지에서 주문을 열고 주문 변경을 선택하면 수량, 희망일, 구매 주문서(PO) 번호, 요청 사항을 바꿀 수 있습니다. 변경 내용은 적용하기 전까지 초안으로 저장됩니다.',
        '마감 시각이 지나면 공장에서 생산 계획을 세운 뒤이므로 포털에서 주문을 변경할 수 없습니다. 되도록 빨리 고객 서비스에 전화하시면 아직 가능한 조치를 안내해 드립니다.',
      ],
    },
  },
  {
    id: 'minimums-and-fees',
    topic: 'ordering',
    updatedAt: '2026-09-14',
    question: {
      en: 'Why does my cart ask for a minimum quantity or mention a fee?',
      es: '¿Por qué el carrito pide una cantidad mínima o menciona un cargo?',
      pt: 'Por que o carrinho pede uma quantidade mínima ou menciona uma taxa?',
      ko: '장바구니에 최소 수량이나 수수료 안내가 나오는 이유는 무엇인가요?',
    },
    answer: {
      en: [
        'Some products are sold only in set steps, in whole pallets or above a minimum quantity, and bulk feed has a minimum weight per load. The cart marks each line that does not meet its rule and tells you the quantity that would.',
        'Small orders below the minimum weight of a delivery may carry a handling fee. The cart shows the limit before you submit and asks you to accept the fee, so it never comes as a surprise on the invoice.',
      ],
      es: [
        'Algunos productos se venden solo en múltiplos fijos, en tarimas completas o a partir de una cantidad mínima, y el alimento a granel tiene un peso mínimo por carga. El carrito señala cada línea que no cumple su regla y le indica la cantidad que sí la cumple.',
        'Los pedidos pequeños, por debajo del peso mínimo de una entrega, pueden tener un cargo por manejo. El carrito muestra el límite antes de enviar y le pide aceptar el cargo, para que no sea una sorpresa en la factura.',
      ],
      pt: [
        'Alguns produtos são vendidos apenas em múltiplos fixos, em paletes completos ou a partir de uma quantidade mínima, e a ração a granel tem um peso mínimo por carga. O carrinho marca cada linha que não cumpre sua regra e informa a quantidade que cumpre.',
        'Pedidos pequenos, abaixo do peso mínimo de uma entrega, podem ter uma taxa de manuseio. O carrinho mostra o limite antes do envio e pede que você aceite a taxa, para que ela não seja uma surpresa na fatura.',
      ],
      ko: [
        '일부 제품은 정해진 단위나 팔레트 단위로만, 또는 최소 수량 이상으로만 판매되며, 벌크 사료는 한 차량당 최소 중량이 있습니다. 장바구니는 규칙에 맞지 않는 항목마다 표시를 하고 규칙에 맞는 수량을 알려 드립니다.',
        '배송 최소 중량에 못 미치는 소량 주문에는 취급 수수료가 붙을 수 있습니다. 장바구니는 제출 전에 기준을 보여 주고 수수료에 동의할지 묻기 때문에 송장에서 뜻밖의 금액을 보게 되는 일은 없습니다.',
      ],
    },
  },
  {
    id: 'earliest-delivery-date',
    topic: 'delivery',
    updatedAt: '2026-09-14',
    question: {
      en: 'How is the earliest delivery or pickup date worked out?',
      es: '¿Cómo se calcula la primera fecha de entrega o de retiro?',
      pt: 'Como é calculada a primeira data de entrega ou de retirada?',
      ko: '가장 빠른 배송일이나 수령일은 어떻게 정해지나요?',
    },
    answer: {
      en: [
        "The calendar starts at today plus the plant's lead time, which is different for delivery and for pickup. Days the plant does not work, such as weekends and public holidays, cannot be chosen.",
        'If a date you need is not available, choose the first one offered and write your request in the delivery note, or call customer service to check whether an earlier load is possible.',
      ],
      es: [
        'El calendario empieza en la fecha de hoy más el tiempo de anticipación de la planta, que es distinto para entrega y para retiro. No se pueden elegir los días en que la planta no trabaja, como fines de semana y feriados.',
        'Si la fecha que necesita no está disponible, elija la primera que se ofrece y escriba su solicitud en la nota de entrega, o llame a atención al cliente para ver si es posible una carga antes.',
      ],
      pt: [
        'O calendário começa na data de hoje mais o prazo de antecedência da fábrica, que é diferente para entrega e para retirada. Os dias em que a fábrica não trabalha, como fins de semana e feriados, não podem ser escolhidos.',
        'Se a data de que você precisa não estiver disponível, escolha a primeira oferecida e escreva seu pedido na observação de entrega, ou ligue para o atendimento para verificar se é possível uma carga antes.',
      ],
      ko: [
        '달력은 오늘 날짜에 공장의 준비 기간을 더한 날부터 시작하며, 준비 기간은 배송과 직접 수령이 서로 다릅니다. 주말이나 공휴일처럼 공장이 쉬는 날은 선택할 수 없습니다.',
        '필요한 날짜를 고를 수 없다면 선택 가능한 가장 빠른 날을 고르고 배송 요청 사항에 원하는 날짜를 적어 주시거나, 고객 서비스에 전화해 더 이른 출하가 가능한지 확인하세요.',
      ],
    },
  },
  {
    id: 'pickup-at-the-plant',
    topic: 'delivery',
    updatedAt: '2026-08-30',
    question: {
      en: 'When can I pick up my order at the plant?',
      es: '¿Cuándo puedo retirar mi pedido en la planta?',
      pt: 'Quando posso retirar meu pedido na fábrica?',
      ko: '공장에서 주문품을 언제 직접 수령할 수 있나요?',
    },
    answer: {
      en: [
        "Pickups are loaded in hourly slots during the plant's pickup hours, usually from 8:00 to 16:00 on working days. Choose Pickup in the cart, then the plant, the day and the hour that suits your driver.",
        'Please bring the order number. If your driver will be late, call the plant or customer service so the load can be kept for you.',
      ],
      es: [
        'Los retiros se cargan en franjas de una hora dentro del horario de retiro de la planta, normalmente de 8:00 a 16:00 en días hábiles. Elija Retiro en el carrito y luego la planta, el día y la hora que convenga a su conductor.',
        'Traiga el número de pedido. Si su conductor va a llegar tarde, llame a la planta o a atención al cliente para que le reserven la carga.',
      ],
      pt: [
        'As retiradas são carregadas em horários de uma hora dentro do horário de retirada da fábrica, normalmente das 8h às 16h em dias úteis. Escolha Retirada no carrinho e depois a fábrica, o dia e o horário que convêm ao seu motorista.',
        'Tenha o número do pedido em mãos. Se o motorista for se atrasar, ligue para a fábrica ou para o atendimento para que a carga fique reservada.',
      ],
      ko: [
        '직접 수령 물량은 공장의 수령 시간 안에서 한 시간 단위로 상차하며, 보통 영업일 오전 8시부터 오후 4시까지입니다. 장바구니에서 직접 수령을 선택한 뒤 공장, 날짜, 기사님께 맞는 시간을 고르세요.',
        '수령하실 때 주문 번호를 지참해 주세요. 기사님이 늦어질 경우 공장이나 고객 서비스에 전화하시면 물량을 보관해 드립니다.',
      ],
    },
  },
];
