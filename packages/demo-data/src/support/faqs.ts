/**
 * Frequently asked questions of the support page (ordering.md §2 routes support and
 * support/faq/{faqId}), in the four interface languages. Answers are plain-text paragraphs; the
 * page renders them as text. `{maxFiles}`, `{maxMb}` and `{types}` are filled in from the upload
 * limits the server enforces, so the answer never promises other limits than the real ones.
 */
import type { Language } from '@anp/rules';
import type { Texts } from '../backend';
import type { Table } from '../tables';

export type FaqTopic = 'ordering' | 'delivery' | 'documents' | 'complaints' | 'account';

export const FAQ_TOPICS: Readonly<Record<FaqTopic, Texts>> = {
  ordering: { en: 'Ordering', es: 'Pedidos', pt: 'Pedidos', ko: '주문' },
  delivery: {
    en: 'Delivery and pickup',
    es: 'Entrega y retiro',
    pt: 'Entrega e retirada',
    ko: '배송 및 직접 수령',
  },
  documents: {
    en: 'Invoices and documents',
    es: 'Facturas y documentos',
    pt: 'Faturas e documentos',
    ko: '송장 및 문서',
  },
  complaints: { en: 'Complaints', es: 'Reclamos', pt: 'Reclamações', ko: '클레임' },
  account: {
    en: 'Account and sign-in',
    es: 'Cuenta y acceso',
    pt: 'Conta e acesso',
    ko: '계정 및 로그인',
  },
};

export interface FaqSpec {
  id: string;
  topic: FaqTopic;
  /** The day the answer was last reviewed (YYYY-MM-DD). */
  updatedAt: string;
  question: Readonly<Record<Language, string>>;
  answer: Readonly<Record<Language, readonly string[]>>;
}

/** In the order the support page lists them: the most asked first within each topic. */
export const FAQS: readonly FaqSpec[] = [
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
  {
    id: 'find-invoices-and-documents',
    topic: 'documents',
    updatedAt: '2026-10-12',
    question: {
      en: 'Where do I find invoices, credit memos and certificates?',
      es: '¿Dónde encuentro facturas, notas de crédito y certificados?',
      pt: 'Onde encontro faturas, notas de crédito e certificados?',
      ko: '송장, 대변 메모, 성적서는 어디에서 찾나요?',
    },
    answer: {
      en: [
        'Open an order from the Orders page: its documents section has the invoice, the packing list and the certificate of analysis once they exist. Credit and debit memos are listed on the Orders page with the orders, and each has its own download.',
        'Price lists, product labels, guides and other documents of your market are on the Documents page, where you can search them and preview them before downloading.',
      ],
      es: [
        'Abra un pedido desde la página Pedidos: en su sección de documentos están la factura, la lista de empaque y el certificado de análisis en cuanto existen. Las notas de crédito y de débito aparecen en la página Pedidos junto con los pedidos, cada una con su descarga.',
        'Las listas de precios, etiquetas de producto, guías y otros documentos de su mercado están en la página Documentos, donde puede buscarlos y verlos antes de descargarlos.',
      ],
      pt: [
        'Abra um pedido na página Pedidos: a seção de documentos tem a fatura, o romaneio e o certificado de análise assim que estiverem disponíveis. As notas de crédito e de débito aparecem na página Pedidos junto com os pedidos, cada uma com seu download.',
        'Listas de preços, rótulos de produtos, guias e outros documentos do seu mercado ficam na página Documentos, onde você pode pesquisá-los e visualizá-los antes de baixar.',
      ],
      ko: [
        '주문 페이지에서 주문을 열면 문서 영역에서 송장, 포장 명세서, 성적서가 발행되는 대로 제공됩니다. 대변 메모와 차변 메모는 주문 페이지에 주문과 함께 표시되며 각각 내려받을 수 있습니다.',
        '가격표, 제품 라벨, 안내서 등 해당 시장의 다른 문서는 문서 페이지에 있으며, 검색하고 내려받기 전에 미리 볼 수 있습니다.',
      ],
    },
  },
  {
    id: 'document-will-not-download',
    topic: 'documents',
    updatedAt: '2026-10-12',
    question: {
      en: 'A document will not download. What can I do?',
      es: 'Un documento no se descarga. ¿Qué puedo hacer?',
      pt: 'Um documento não baixa. O que posso fazer?',
      ko: '문서가 내려받아지지 않습니다. 어떻게 해야 하나요?',
    },
    answer: {
      en: [
        'Check that the right account is selected: documents belong to the account of the order. If your session has expired, refresh the page and sign in again.',
        'A very large file may be refused with a message that it is too big to download. In that case, or if the error comes back, contact customer service with the order or document number and they will send you the file.',
      ],
      es: [
        'Compruebe que esté seleccionada la cuenta correcta: los documentos pertenecen a la cuenta del pedido. Si su sesión expiró, actualice la página y vuelva a iniciar sesión.',
        'Un archivo muy grande puede rechazarse con un aviso de que es demasiado grande para descargarlo. En ese caso, o si el error se repite, comuníquese con atención al cliente con el número de pedido o de documento y le enviarán el archivo.',
      ],
      pt: [
        'Verifique se a conta certa está selecionada: os documentos pertencem à conta do pedido. Se a sua sessão expirou, atualize a página e entre novamente.',
        'Um arquivo muito grande pode ser recusado com um aviso de que é grande demais para baixar. Nesse caso, ou se o erro voltar, fale com o atendimento informando o número do pedido ou do documento e eles enviarão o arquivo.',
      ],
      ko: [
        '올바른 계정이 선택되어 있는지 확인하세요. 문서는 해당 주문의 계정에 속합니다. 세션이 만료되었다면 페이지를 새로 고치고 다시 로그인하세요.',
        '파일이 매우 크면 너무 커서 내려받을 수 없다는 안내와 함께 거부될 수 있습니다. 이런 경우나 오류가 계속되면 주문 번호나 문서 번호를 알려 고객 서비스에 문의하시면 파일을 보내 드립니다.',
      ],
    },
  },
  {
    id: 'report-a-problem',
    topic: 'complaints',
    updatedAt: '2026-11-02',
    question: {
      en: 'How do I report a problem with a product or a delivery?',
      es: '¿Cómo informo un problema con un producto o una entrega?',
      pt: 'Como informo um problema com um produto ou uma entrega?',
      ko: '제품이나 배송 문제는 어떻게 알리나요?',
    },
    answer: {
      en: [
        'Choose Raise a complaint on the Support page or on the dashboard. Pick the plant, the category and the sub-category that describe the problem, add a subject and a description, and add each product concerned with the quantity affected and its lot numbers, which are printed on the bag tag or the delivery ticket.',
        'If the problem is about a particular delivery, tick the order question and give the order number and the delivery date. Photos of the product, the bags or the tag help the quality team a lot.',
      ],
      es: [
        'Elija Presentar un reclamo en la página Soporte o en el panel principal. Seleccione la planta, la categoría y la subcategoría que describen el problema, escriba un asunto y una descripción, y agregue cada producto afectado con la cantidad y sus números de lote, que vienen impresos en la etiqueta del saco o en la remisión.',
        'Si el problema es de una entrega en particular, marque la pregunta sobre el pedido e indique el número de pedido y la fecha de entrega. Las fotos del producto, de los sacos o de la etiqueta ayudan mucho al equipo de calidad.',
      ],
      pt: [
        'Escolha Registrar uma reclamação na página Suporte ou no painel inicial. Selecione a fábrica, a categoria e a subcategoria que descrevem o problema, escreva um assunto e uma descrição e adicione cada produto afetado com a quantidade e os números de lote, impressos na etiqueta do saco ou no romaneio.',
        'Se o problema for de uma entrega específica, marque a pergunta sobre o pedido e informe o número do pedido e a data de entrega. Fotos do produto, dos sacos ou da etiqueta ajudam muito a equipe de qualidade.',
      ],
      ko: [
        '고객 지원 페이지나 대시보드에서 클레임 접수를 선택하세요. 공장, 문제에 맞는 분류와 세부 분류를 고르고 제목과 설명을 적은 다음, 문제가 된 제품마다 해당 수량과 로트 번호를 추가합니다. 로트 번호는 포대 표찰이나 배송 전표에 인쇄되어 있습니다.',
        '특정 배송과 관련된 문제라면 주문 관련 질문에 표시하고 주문 번호와 배송일을 입력하세요. 제품, 포대, 표찰 사진이 있으면 품질팀에 큰 도움이 됩니다.',
      ],
    },
  },
  {
    id: 'complaint-attachments',
    topic: 'complaints',
    updatedAt: '2026-11-02',
    question: {
      en: 'Which files can I attach to a complaint?',
      es: '¿Qué archivos puedo adjuntar a un reclamo?',
      pt: 'Quais arquivos posso anexar a uma reclamação?',
      ko: '클레임에는 어떤 파일을 첨부할 수 있나요?',
    },
    answer: {
      en: [
        'You can attach up to {maxFiles} files of at most {maxMb} MB each: {types}. Drag them onto the upload area or browse for them; each file shows its progress and can be removed before you submit.',
        'The portal checks the content of every file, not only its name, so a file whose content does not match its type is refused. If a video is too large, send a shorter clip or a few photos instead.',
      ],
      es: [
        'Puede adjuntar hasta {maxFiles} archivos de {maxMb} MB como máximo cada uno: {types}. Arrástrelos al área de carga o búsquelos en su equipo; cada archivo muestra su avance y puede quitarse antes de enviar.',
        'El portal revisa el contenido de cada archivo, no solo su nombre, por lo que se rechaza un archivo cuyo contenido no corresponde a su tipo. Si un video es demasiado grande, envíe un clip más corto o algunas fotos.',
      ],
      pt: [
        'Você pode anexar até {maxFiles} arquivos de no máximo {maxMb} MB cada: {types}. Arraste-os para a área de envio ou procure-os no seu computador; cada arquivo mostra o progresso e pode ser removido antes do envio.',
        'O portal verifica o conteúdo de cada arquivo, não só o nome, então um arquivo cujo conteúdo não corresponde ao tipo é recusado. Se um vídeo for grande demais, envie um trecho mais curto ou algumas fotos.',
      ],
      ko: [
        '파일당 최대 {maxMb} MB까지 최대 {maxFiles}개의 파일을 첨부할 수 있습니다. 가능한 형식: {types}. 파일을 업로드 영역에 끌어다 놓거나 찾아보기로 선택하세요. 파일마다 진행 상황이 표시되며 제출 전에 삭제할 수 있습니다.',
        '포털은 파일 이름뿐 아니라 내용까지 확인하므로 내용이 형식과 맞지 않는 파일은 거부됩니다. 동영상이 너무 크면 더 짧은 영상이나 사진 몇 장을 대신 보내 주세요.',
      ],
    },
  },
  {
    id: 'after-a-complaint',
    topic: 'complaints',
    updatedAt: '2026-11-02',
    question: {
      en: 'What happens after I submit a complaint?',
      es: '¿Qué pasa después de enviar un reclamo?',
      pt: 'O que acontece depois que envio uma reclamação?',
      ko: '클레임을 제출하면 어떻게 처리되나요?',
    },
    answer: {
      en: [
        'You get a case number straight away, and the case appears on the Support page as New. Customer service reviews it, usually within one working day, and the status changes to In progress while the quality or logistics team investigates.',
        'Keep the product and its bags or tags until the case is resolved: the team may ask for samples. When the case is Resolved you are told what was found and what was done; it is Closed once nothing more is needed.',
      ],
      es: [
        'Recibe un número de caso de inmediato y el caso aparece como Nuevo en la página Soporte. Atención al cliente lo revisa, normalmente en un día hábil, y el estado cambia a En proceso mientras el equipo de calidad o de logística investiga.',
        'Conserve el producto y sus sacos o etiquetas hasta que el caso se resuelva: el equipo puede pedir muestras. Cuando el caso está Resuelto se le informa qué se encontró y qué se hizo; queda Cerrado cuando ya no hace falta nada más.',
      ],
      pt: [
        'Você recebe um número de caso na hora e o caso aparece como Novo na página Suporte. O atendimento o analisa, normalmente em um dia útil, e o status muda para Em andamento enquanto a equipe de qualidade ou de logística investiga.',
        'Guarde o produto e os sacos ou etiquetas até o caso ser resolvido: a equipe pode pedir amostras. Quando o caso está Resolvido você é informado do que foi encontrado e do que foi feito; ele fica Fechado quando nada mais é necessário.',
      ],
      ko: [
        '제출 즉시 사건 번호가 발급되고 고객 지원 페이지에 신규 상태로 표시됩니다. 고객 서비스가 보통 영업일 기준 하루 안에 검토하며, 품질팀이나 물류팀이 조사하는 동안 상태가 처리 중으로 바뀝니다.',
        '사건이 해결될 때까지 제품과 포대 또는 표찰을 보관해 주세요. 담당 팀이 시료를 요청할 수 있습니다. 해결됨 상태가 되면 확인된 내용과 조치 사항을 안내해 드리며, 더 필요한 조치가 없으면 종료됨으로 바뀝니다.',
      ],
    },
  },
  {
    id: 'switch-account',
    topic: 'account',
    updatedAt: '2026-07-20',
    question: {
      en: 'How do I switch between my accounts?',
      es: '¿Cómo cambio de una cuenta a otra?',
      pt: 'Como troco de uma conta para outra?',
      ko: '다른 계정으로 바꾸려면 어떻게 하나요?',
    },
    answer: {
      en: [
        'Open the account selector at the top of the page (in the menu on a phone), search by name or sold-to number and choose the account. The cart, orders, documents and support cases you see then belong to that account.',
        'If an account you buy for is missing, ask your administrator or customer service to link it to your user.',
      ],
      es: [
        'Abra el selector de cuentas en la parte superior de la página (en el menú, en un teléfono), busque por nombre o número de sold-to y elija la cuenta. El carrito, los pedidos, los documentos y los casos de soporte que ve pasan a ser los de esa cuenta.',
        'Si falta una cuenta para la que compra, pida a su administrador o a atención al cliente que la vincule a su usuario.',
      ],
      pt: [
        'Abra o seletor de contas no topo da página (no menu, em um celular), pesquise pelo nome ou pelo número de sold-to e escolha a conta. O carrinho, os pedidos, os documentos e os casos de suporte exibidos passam a ser os dessa conta.',
        'Se faltar uma conta para a qual você compra, peça ao seu administrador ou ao atendimento que a vincule ao seu usuário.',
      ],
      ko: [
        '페이지 상단(휴대폰에서는 메뉴 안)의 계정 선택기를 열고 이름이나 판매처 번호로 검색해 계정을 고르세요. 그때부터 보이는 장바구니, 주문, 문서, 고객 지원 사건은 모두 그 계정의 것입니다.',
        '구매하는 계정이 목록에 없다면 관리자나 고객 서비스에 요청해 사용자와 연결해 달라고 하세요.',
      ],
    },
  },
  {
    id: 'cannot-sign-in',
    topic: 'account',
    updatedAt: '2026-07-20',
    question: {
      en: "I can't sign in, or I was signed out. What should I do?",
      es: 'No puedo iniciar sesión o se cerró mi sesión. ¿Qué hago?',
      pt: 'Não consigo entrar ou minha sessão foi encerrada. O que faço?',
      ko: '로그인이 안 되거나 로그아웃되었습니다. 어떻게 해야 하나요?',
    },
    answer: {
      en: [
        'For your security the portal signs you out after a period without activity. Refresh the page and sign in again; your cart is kept.',
        'If your password is not accepted, use the password reset link on the sign-in page. If your user is locked or you no longer have access, contact your administrator or customer service.',
      ],
      es: [
        'Por seguridad, el portal cierra la sesión después de un tiempo sin actividad. Actualice la página y vuelva a iniciar sesión; su carrito se conserva.',
        'Si no se acepta su contraseña, use el enlace para restablecerla en la página de inicio de sesión. Si su usuario está bloqueado o ya no tiene acceso, comuníquese con su administrador o con atención al cliente.',
      ],
      pt: [
        'Por segurança, o portal encerra a sessão após um período sem atividade. Atualize a página e entre novamente; seu carrinho é mantido.',
        'Se sua senha não for aceita, use o link de redefinição na página de login. Se seu usuário estiver bloqueado ou você não tiver mais acesso, fale com seu administrador ou com o atendimento.',
      ],
      ko: [
        '보안을 위해 포털은 일정 시간 활동이 없으면 자동으로 로그아웃합니다. 페이지를 새로 고치고 다시 로그인하세요. 장바구니는 그대로 유지됩니다.',
        '비밀번호가 맞지 않다고 나오면 로그인 페이지의 비밀번호 재설정 링크를 이용하세요. 사용자 계정이 잠겼거나 더 이상 접근 권한이 없다면 관리자나 고객 서비스에 문의하세요.',
      ],
    },
  },
];

/** Bumped when the FAQs change; a database with another version gets them again. */
export const FAQ_SEED_VERSION = '2';

/** The FAQ tables: the topics with their labels, and the questions in the page's order. */
export function faqTables(): Table[] {
  return [
    {
      name: 'faq_topics',
      columns: ['code', 'label'],
      rows: Object.entries(FAQ_TOPICS).map(([code, label]) => [code, JSON.stringify(label)]),
    },
    {
      name: 'faqs',
      columns: ['id', 'position', 'topic', 'updated_at', 'question', 'answer'],
      rows: FAQS.map((faq, index) => [
        faq.id,
        index + 1,
        faq.topic,
        faq.updatedAt,
        JSON.stringify(faq.question),
        JSON.stringify(faq.answer),
      ]),
    },
  ];
}
