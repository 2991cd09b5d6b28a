/**
 * The digital pages' configuration as the server holds it (shell-and-admin.md §2: nutritioncloud
 * and its sub-pages, research and its sub-pages, porkdocuments): per page its title and
 * description in every interface language, the external tool it launches, whether it lists
 * documents, the trials it shows and the pages it links to. The reference API answers it in the
 * user's language for the account's market, after the entitlement check.
 */
import type { DigitalPagePath, Language } from '@anp/rules';
import type { TrialStage } from './trials';

interface PageText {
  title: string;
  description: string;
}

export interface DigitalPageConfig {
  /** The external tool (https only; the kit opens it in a new tab without an opener). */
  launchUrl: string | null;
  /** Lists the market's pork documents from the document service. */
  documents: boolean;
  /** The trials shown: one stage, all of them, or none. */
  trials: TrialStage | 'all' | null;
  links: readonly DigitalPagePath[];
  text: Readonly<Record<Language, PageText>>;
}

const TOOLS = 'https://nutritioncloud.an-nutrition.example';

const NUTRITION_CLOUD_LINKS: readonly DigitalPagePath[] = [
  'nutritioncloud/nutrientanalysis',
  'nutritioncloud/supplierselection',
  'nutritioncloud/FeedOrdering',
  'nutritioncloud/millmanager',
  'nutritioncloud/agriness',
  'nutritioncloud/bidashboards',
  'nutritioncloud/producerprofitability',
];

const tool = (
  path: string,
  text: Readonly<Record<Language, PageText>>,
  links: readonly DigitalPagePath[] = [],
): DigitalPageConfig => ({
  launchUrl: `${TOOLS}/${path}`,
  documents: false,
  trials: null,
  links,
  text,
});

const research = (
  trials: TrialStage | 'all',
  text: Readonly<Record<Language, PageText>>,
): DigitalPageConfig => ({
  launchUrl: null,
  documents: false,
  trials,
  links: ['research/all', 'research/sows', 'research/nursery', 'research/finishing'],
  text,
});

export const DIGITAL_PAGE_CONFIG: Readonly<Record<DigitalPagePath, DigitalPageConfig>> = {
  nutritioncloud: {
    launchUrl: TOOLS,
    documents: false,
    trials: null,
    links: NUTRITION_CLOUD_LINKS,
    text: {
      en: {
        title: 'Nutrition Cloud',
        description:
          'Your farm and mill tools in one place: analyse ingredients, choose suppliers, plan feed orders, run the mill and follow your herd’s results.',
      },
      es: {
        title: 'Nutrition Cloud',
        description:
          'Sus herramientas de granja y planta en un solo lugar: analice ingredientes, elija proveedores, planifique pedidos de alimento, opere la planta y siga los resultados de su granja.',
      },
      pt: {
        title: 'Nutrition Cloud',
        description:
          'Suas ferramentas da granja e da fábrica em um só lugar: analise ingredientes, escolha fornecedores, planeje pedidos de ração, opere a fábrica e acompanhe os resultados do rebanho.',
      },
      ko: {
        title: '뉴트리션 클라우드',
        description:
          '농장과 사료 공장 도구를 한곳에서: 원료 분석, 공급처 선택, 사료 주문 계획, 공장 운영, 농장 성적 확인.',
      },
    },
  },
  'nutritioncloud/nutrientanalysis': tool('nutrient-analysis', {
    en: {
      title: 'Nutrient analysis',
      description:
        'Send ingredient samples and read their nutrient profiles (near-infrared and wet chemistry) as soon as the lab releases them.',
    },
    es: {
      title: 'Análisis de nutrientes',
      description:
        'Envíe muestras de ingredientes y consulte su perfil de nutrientes (infrarrojo cercano y química húmeda) en cuanto el laboratorio lo publique.',
    },
    pt: {
      title: 'Análise de nutrientes',
      description:
        'Envie amostras de ingredientes e veja o perfil de nutrientes (infravermelho próximo e química úmida) assim que o laboratório liberar.',
    },
    ko: {
      title: '영양소 분석',
      description:
        '원료 시료를 보내고 실험실이 결과를 내는 즉시 영양소 분석 결과(근적외선, 습식 분석)를 확인하세요.',
    },
  }),
  'nutritioncloud/supplierselection': tool('supplier-selection', {
    en: {
      title: 'Supplier selection',
      description:
        'Compare ingredient suppliers on nutrient consistency and delivered cost, and pick the best source for each formula.',
    },
    es: {
      title: 'Selección de proveedores',
      description:
        'Compare proveedores de ingredientes por consistencia de nutrientes y costo puesto en planta, y elija la mejor fuente para cada fórmula.',
    },
    pt: {
      title: 'Seleção de fornecedores',
      description:
        'Compare fornecedores de ingredientes pela consistência de nutrientes e custo entregue, e escolha a melhor origem para cada fórmula.',
    },
    ko: {
      title: '공급처 선택',
      description:
        '영양소 균일성과 도착 원가로 원료 공급처를 비교하고 배합마다 가장 좋은 공급처를 고르세요.',
    },
  }),
  'nutritioncloud/FeedOrdering': tool('feed-ordering', {
    en: {
      title: 'Feed ordering',
      description:
        'Plan feed deliveries from bin levels and growth curves, and send the orders to the mill in one step.',
    },
    es: {
      title: 'Pedidos de alimento',
      description:
        'Planifique las entregas de alimento según el nivel de los silos y las curvas de crecimiento, y envíe los pedidos a la planta en un paso.',
    },
    pt: {
      title: 'Pedidos de ração',
      description:
        'Planeje as entregas de ração pelo nível dos silos e pelas curvas de crescimento, e envie os pedidos à fábrica de uma vez.',
    },
    ko: {
      title: '사료 주문',
      description:
        '사일로 잔량과 성장 곡선으로 사료 배송을 계획하고 한 번에 공장으로 주문을 보내세요.',
    },
  }),
  'nutritioncloud/millmanager': tool('mill-manager', {
    en: {
      title: 'Mill manager',
      description:
        'Schedule batches, follow ingredient inventory and record quality checks for your own feed mill.',
    },
    es: {
      title: 'Gestión de planta',
      description:
        'Programe lotes, siga el inventario de ingredientes y registre los controles de calidad de su planta de alimento.',
    },
    pt: {
      title: 'Gestão da fábrica',
      description:
        'Programe lotes, acompanhe o estoque de ingredientes e registre os controles de qualidade da sua fábrica de ração.',
    },
    ko: {
      title: '공장 관리',
      description: '자가 사료 공장의 배치 일정을 잡고 원료 재고를 확인하며 품질 점검을 기록하세요.',
    },
  }),
  'nutritioncloud/agriness': tool('agriness', {
    en: {
      title: 'Agriness',
      description:
        'Connect your Agriness herd records so production results flow into your dashboards without retyping.',
    },
    es: {
      title: 'Agriness',
      description:
        'Conecte sus registros de Agriness para que los resultados de producción lleguen a sus tableros sin volver a escribirlos.',
    },
    pt: {
      title: 'Agriness',
      description:
        'Conecte seus registros do Agriness para que os resultados de produção cheguem aos painéis sem redigitação.',
    },
    ko: {
      title: 'Agriness',
      description:
        'Agriness 돈군 기록을 연결하면 생산 성적이 다시 입력하지 않아도 대시보드에 반영됩니다.',
    },
  }),
  'nutritioncloud/bidashboards': tool(
    'dashboards',
    {
      en: {
        title: 'Business dashboards',
        description:
          'Production and cost dashboards of your herd, compared with the farms in our benchmark.',
      },
      es: {
        title: 'Tableros de negocio',
        description:
          'Tableros de producción y costos de su granja, comparados con las granjas de nuestra referencia.',
      },
      pt: {
        title: 'Painéis de negócio',
        description:
          'Painéis de produção e custos do seu rebanho, comparados com as granjas da nossa referência.',
      },
      ko: {
        title: '경영 대시보드',
        description: '농장의 생산·비용 대시보드를 벤치마크 농장과 비교해 보세요.',
      },
    },
    ['nutritioncloud/bidashboards/sows', 'nutritioncloud/bidashboards/nurseryandfinishing'],
  ),
  'nutritioncloud/bidashboards/sows': tool('dashboards/sows', {
    en: {
      title: 'Sow dashboard',
      description:
        'Pigs weaned per sow per year, farrowing rate and non-productive days, month by month.',
    },
    es: {
      title: 'Tablero de cerdas',
      description:
        'Lechones destetados por cerda al año, tasa de parto y días no productivos, mes a mes.',
    },
    pt: {
      title: 'Painel de porcas',
      description:
        'Leitões desmamados por porca por ano, taxa de parto e dias não produtivos, mês a mês.',
    },
    ko: {
      title: '모돈 대시보드',
      description: '모돈당 연간 이유 두수, 분만율, 비생산일수를 월별로 확인하세요.',
    },
  }),
  'nutritioncloud/bidashboards/nurseryandfinishing': tool('dashboards/nursery-finishing', {
    en: {
      title: 'Nursery and finishing dashboard',
      description:
        'Daily gain, feed conversion, mortality and cost per unit of gain by closed-out group.',
    },
    es: {
      title: 'Tablero de destete y engorde',
      description:
        'Ganancia diaria, conversión, mortalidad y costo por unidad de ganancia por grupo cerrado.',
    },
    pt: {
      title: 'Painel de creche e terminação',
      description:
        'Ganho diário, conversão, mortalidade e custo por unidade de ganho por lote encerrado.',
    },
    ko: {
      title: '자돈·비육 대시보드',
      description: '종료된 돈군별 일당 증체, 사료 요구율, 폐사율, 증체 단위당 비용.',
    },
  }),
  'nutritioncloud/producerprofitability': tool('producer-profitability', {
    en: {
      title: 'Producer profitability',
      description:
        'Margin over feed cost per pig, with what-if scenarios for feed prices and market prices.',
    },
    es: {
      title: 'Rentabilidad del productor',
      description:
        'Margen sobre el costo de alimento por cerdo, con escenarios de precios de alimento y de mercado.',
    },
    pt: {
      title: 'Rentabilidade do produtor',
      description:
        'Margem sobre o custo de ração por suíno, com cenários de preço de ração e de mercado.',
    },
    ko: {
      title: '생산자 수익성',
      description: '두당 사료비 대비 마진과 사료 가격·시장 가격 시나리오를 확인하세요.',
    },
  }),
  research: research('all', {
    en: {
      title: 'Swine research',
      description:
        'Results of our swine nutrition trials, run on commercial farms and at our research centre.',
    },
    es: {
      title: 'Investigación porcina',
      description:
        'Resultados de nuestros ensayos de nutrición porcina en granjas comerciales y en nuestro centro de investigación.',
    },
    pt: {
      title: 'Pesquisa em suínos',
      description:
        'Resultados dos nossos ensaios de nutrição de suínos em granjas comerciais e no nosso centro de pesquisa.',
    },
    ko: {
      title: '양돈 연구',
      description: '상업 농장과 연구소에서 수행한 양돈 영양 시험 결과입니다.',
    },
  }),
  'research/all': research('all', {
    en: { title: 'All trials', description: 'Every trial summary, newest first.' },
    es: {
      title: 'Todos los ensayos',
      description: 'Todos los resúmenes de ensayos, los más recientes primero.',
    },
    pt: {
      title: 'Todos os ensaios',
      description: 'Todos os resumos de ensaios, os mais recentes primeiro.',
    },
    ko: { title: '전체 시험', description: '모든 시험 요약, 최신순.' },
  }),
  'research/sows': research('sows', {
    en: {
      title: 'Sow trials',
      description: 'Gestation and lactation feeding: litter size, birth weight and pigs weaned.',
    },
    es: {
      title: 'Ensayos en cerdas',
      description:
        'Alimentación en gestación y lactancia: tamaño de camada, peso al nacer y destetados.',
    },
    pt: {
      title: 'Ensaios com porcas',
      description:
        'Alimentação na gestação e lactação: tamanho da leitegada, peso ao nascer e desmamados.',
    },
    ko: { title: '모돈 시험', description: '임신·포유기 급여: 산자수, 생시 체중, 이유 두수.' },
  }),
  'research/nursery': research('nursery', {
    en: {
      title: 'Nursery trials',
      description: 'The first weeks after weaning: gut health and growth.',
    },
    es: {
      title: 'Ensayos en destete',
      description: 'Las primeras semanas tras el destete: salud intestinal y crecimiento.',
    },
    pt: {
      title: 'Ensaios na creche',
      description: 'As primeiras semanas após o desmame: saúde intestinal e crescimento.',
    },
    ko: { title: '자돈 시험', description: '이유 후 첫 몇 주: 장 건강과 성장.' },
  }),
  'research/finishing': research('finishing', {
    en: {
      title: 'Finishing trials',
      description: 'Growing and finishing: feed conversion and carcass results.',
    },
    es: {
      title: 'Ensayos en engorde',
      description: 'Crecimiento y engorde: conversión y resultados de canal.',
    },
    pt: {
      title: 'Ensaios na terminação',
      description: 'Crescimento e terminação: conversão e resultados de carcaça.',
    },
    ko: { title: '비육 시험', description: '육성·비육: 사료 요구율과 도체 성적.' },
  }),
  porkdocuments: {
    launchUrl: null,
    documents: true,
    trials: null,
    links: ['research'],
    text: {
      en: {
        title: 'Pork documents',
        description:
          'Price lists and product guides of our swine feeds for your market. Open a document to preview or download it.',
      },
      es: {
        title: 'Documentos porcinos',
        description:
          'Listas de precios y guías de producto de nuestros alimentos porcinos para su mercado. Abra un documento para verlo o descargarlo.',
      },
      pt: {
        title: 'Documentos de suínos',
        description:
          'Listas de preços e guias de produtos das nossas rações para suínos no seu mercado. Abra um documento para visualizar ou baixar.',
      },
      ko: {
        title: '양돈 자료',
        description:
          '시장별 양돈 사료 가격표와 제품 안내서입니다. 문서를 열어 미리 보거나 내려받으세요.',
      },
    },
  },
};
