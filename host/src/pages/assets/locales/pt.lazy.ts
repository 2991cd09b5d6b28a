import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  species: {
    pork: {
      name: 'Suínos',
      tile: 'Rações e programas para matrizes, creche e terminação.',
      intro:
        'Nosso programa de nutrição de suínos cobre cada etapa da produção, das matrizes em gestação e lactação aos leitões de creche e à terminação. As dietas são formuladas por aminoácidos digestíveis e energia líquida, para que cada fase receba o que precisa e nada além disso.',
      body: 'Seu consultor de nutrição pode adaptar premixes, núcleos e rações completas à sua genética, às suas instalações e ao peso de abate, e revisar com você o desempenho com base nos seus próprios registros.',
    },
    poultry: {
      name: 'Aves',
      tile: 'Rações para frangos de corte, poedeiras e matrizes em cada fase.',
      intro:
        'Nossa linha para aves atende frangos de corte, poedeiras comerciais e matrizes com rações por fase, de acordo com a idade das aves, o nível de produção e a sanidade do lote. Energia, aminoácidos e minerais equilibrados favorecem crescimento uniforme, cascas firmes e boa conversão alimentar.',
      body: 'Rações iniciais farelada ou triturada, peletes de crescimento e terminação e fareladas para postura estão disponíveis como ração completa ou concentrado para misturar com seu próprio grão. Pergunte sobre programas contra coccidiose e apoio ao estresse térmico.',
    },
    ruminant: {
      name: 'Ruminantes',
      tile: 'Nutrição para gado de leite e de corte, ovinos e caprinos.',
      intro:
        'Para gado de leite e de corte, ovinos e caprinos oferecemos minerais, suplementos proteicos, concentrados para bezerros e rações completas pensadas para aproveitar ao máximo a sua forragem. Fórmulas que respeitam o rúmen ajudam a manter o consumo estável e os animais produtivos.',
      body: 'Podemos analisar sua silagem e seu feno e balancear a dieta a partir deles, para que a ração comprada cubra as deficiências reais. Os programas incluem vacas em transição, rebanhos de alta produção, recria e terminação em confinamento.',
    },
    pet: {
      name: 'Pet',
      tile: 'Alimentos para cães, gatos e outros animais de companhia.',
      intro:
        'Nossa linha pet oferece dietas completas e balanceadas para cães e gatos em todas as fases da vida, de filhotes a animais idosos, feitas com proteínas de qualidade e minerais controlados.',
      body: 'Embalagens prontas para a venda em vários tamanhos facilitam abastecer suas prateleiras. Materiais de ponto de venda e guias de produto estão em Documentos.',
    },
    equine: {
      name: 'Equinos',
      tile: 'Rações e suplementos para cavalos em trabalho e em descanso.',
      intro:
        'Nossas rações para equinos respeitam o sistema digestivo do cavalo: ricas em fibra, com amido e açúcar controlados e com as vitaminas e os minerais de que cascos, pelagem e músculos precisam.',
      body: 'Para cavalos de lazer e idosos, assim como cavalos de esporte e éguas de cria, escolha rações multipartículas, peletizadas ou um balanceador que complemente a forragem que você já oferece.',
    },
    multispecies: {
      name: 'Multiespécie',
      tile: 'Rações para propriedades mistas e pequenas criações.',
      intro:
        'As rações multiespécie atendem propriedades com vários tipos de animais e criadores com poucas galinhas, cabras, coelhos ou porcos. Cada produto indica com clareza para quais animais serve e como fornecê-lo.',
      body: 'Uma única linha para muitas espécies simplifica o seu estoque e ainda dá a cada animal uma dieta equilibrada. Pergunte ao seu contato comercial quais produtos combinam com os seus clientes.',
    },
    digitalsolutions: {
      name: 'Soluções digitais',
      tile: 'Ferramentas que transformam dados da fazenda em decisões melhores.',
      intro:
        'Nossas soluções digitais ajudam você a reunir dados de produção, compará-los com suas metas e agir mais cedo: consumo de ração, crescimento, mortalidade e custos em um só lugar, em vez de planilhas espalhadas.',
      body: 'Painéis e relatórios são configurados junto com o seu consultor, para seguir a sua fazenda ou o seu negócio e não um modelo genérico. O acesso está vinculado à sua conta do portal.',
    },
    additives: {
      name: 'Aditivos',
      tile: 'Enzimas, eubióticos, adsorventes de toxinas e outros ingredientes especiais.',
      intro:
        'Nossos aditivos ajudam a proteger a saúde animal e a aproveitar melhor cada ingrediente: enzimas que liberam nutrientes, eubióticos que apoiam a saúde intestinal, e adsorventes de micotoxinas e antioxidantes que protegem a qualidade da ração.',
      body: 'Os aditivos podem ser fornecidos separadamente para a sua fábrica ou incluídos em nossos premixes. Fichas técnicas e níveis de inclusão estão em Documentos.',
    },
    sustainability: {
      name: 'Sustentabilidade',
      tile: 'Menos emissões e melhor uso dos recursos.',
      intro:
        'Nosso programa de sustentabilidade ajuda a reduzir a pegada ambiental da produção animal com formulação precisa, menos desperdício de nutrientes e ingredientes escolhidos levando em conta a sua origem.',
      body: 'Podemos estimar a pegada da sua ração e mostrar quais mudanças na dieta ou no manejo têm mais efeito, com números que você pode compartilhar com os seus próprios clientes.',
    },
    cns: {
      name: 'Nutrition System (CNS)',
      tile: 'Software de formulação e modelos de nutrição.',
      intro:
        'O Nutrition System (CNS) é a nossa plataforma de formulação: reúne bancos de dados de ingredientes, modelos de exigências nutricionais e otimização a custo mínimo para criar dietas para cada espécie e fase de produção.',
      body: 'Nutricionistas e gerentes de fábrica usam o CNS para reagir rapidamente aos preços e à disponibilidade dos ingredientes sem sair das especificações nutricionais. Fale conosco sobre licenças e treinamento.',
    },
  },
  actions: 'Próximos passos',
  placeOrder: 'Fazer pedido',
  documents: 'Documentos',
  contactSupport: 'Falar com o suporte',
  loading: 'Carregando esta página…',
  unknownTitle: 'Esta página não está disponível',
  unknownBody: '“{{species}}” não é um dos nossos programas de nutrição.',
  notOfferedTitle: '{{name}} não está disponível no seu mercado',
  notOfferedBody:
    'Este programa não é oferecido onde está a sua conta. O painel mostra os programas disponíveis.',
  backToDashboard: 'Voltar ao painel',
};
