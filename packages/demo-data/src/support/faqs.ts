/**
 * Frequently asked questions of the support page (ordering.md §2 routes support and
 * support/faq/{faqId}), in the three interface languages. Answers are plain-text paragraphs; the
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
  /** Korean questions and answers are not written yet: the API answers them in English. */
  question: Readonly<Record<Exclude<Language, 'ko'>, string>>;
  answer: Readonly<Record<Exclude<Language, 'ko'>, readonly string[]>>;
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
    },
  },
];

/** Bumped when the FAQs change; a database with another version gets them again. */
export const FAQ_SEED_VERSION = '1';

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
