/** Questions about documents, complaints, the account and sign-in (support FAQs, in the four interface languages). */
import type { FaqSpec } from './faq-spec';

export const RECORDS_FAQS: readonly FaqSpec[] = [
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
