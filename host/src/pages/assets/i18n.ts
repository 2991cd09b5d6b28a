import { registerTranslations } from '@anp/core';

/** Namespace of the species asset pages; the dashboard's species tiles read it too. */
export const ASSETS_NS = 'host-assets';

const en = {
  species: {
    pork: {
      name: 'Pork',
      tile: 'Feeds and programmes for sows, nursery and finishing pigs.',
      intro:
        'Our pork nutrition programme covers every stage of production, from gestating and lactating sows through nursery pigs to finishing. Diets are formulated on digestible amino acids and net energy, so each phase gets what it needs and nothing it does not.',
      body: 'Your nutrition advisor can adapt premixes, base mixes and complete feeds to your genetics, housing and market-weight targets, and review performance with you against your own records.',
    },
    poultry: {
      name: 'Poultry',
      tile: 'Broiler, layer and breeder feeds for every phase.',
      intro:
        'Our poultry range supports broilers, commercial layers and breeders with phase feeds built around bird age, production level and flock health. Balanced energy, amino acids and minerals help with even growth, strong shells and efficient feed conversion.',
      body: 'Starter crumbles, grower and finisher pellets and layer mashes come as complete feeds or as concentrates to mix with your own grain. Ask us about coccidiosis programmes and heat-stress support for the hot season.',
    },
    ruminant: {
      name: 'Ruminant',
      tile: 'Nutrition for dairy and beef cattle, sheep and goats.',
      intro:
        'For dairy and beef cattle, sheep and goats we offer minerals, protein supplements, calf starters and complete rations designed to make the most of your forage. Rumen-friendly formulas help keep intake steady and animals productive.',
      body: 'We can analyse your silage and hay and balance the ration around them, so purchased feed fills the real gaps. Programmes cover transition cows, high-producing herds, backgrounding and feedlot finishing.',
    },
    pet: {
      name: 'Pet',
      tile: 'Food for dogs, cats and other companion animals.',
      intro:
        'Our pet food line offers complete and balanced diets for dogs and cats at every life stage, from puppies and kittens to senior animals, made with quality protein sources and controlled mineral levels.',
      body: 'Retail-ready bags in several sizes make it simple to stock your shelves. Point-of-sale material and product guides are waiting for you in Documents.',
    },
    equine: {
      name: 'Equine',
      tile: 'Feeds and supplements for horses at work and at rest.',
      intro:
        "Our equine feeds are designed around the horse's digestive system: rich in fibre, with controlled starch and sugar, and with the vitamins and minerals that hooves, coat and muscles need.",
      body: 'For leisure and senior horses as well as performance horses and broodmares, choose textured feeds, pellets or a ration balancer to complement the forage you already provide.',
    },
    multispecies: {
      name: 'Multispecies',
      tile: 'Feeds for mixed farms and small flocks and herds.',
      intro:
        'Multispecies feeds serve farms that keep several kinds of animals, and hobby farmers with a few hens, goats, rabbits or pigs. Every product states clearly which animals it is for and how to feed it.',
      body: 'One range that covers many species keeps your stock simple while still giving every animal a balanced diet. Ask your sales contact which products suit your local customers.',
    },
    digitalsolutions: {
      name: 'Digital solutions',
      tile: 'Tools that turn farm data into better decisions.',
      intro:
        'Our digital solutions help you collect production data, compare it with your targets and act on it sooner: feed use, growth, mortality and costs in one place instead of scattered spreadsheets.',
      body: 'Dashboards and reports are set up together with your advisor, so they follow your farm or business rather than a generic template. Access is linked to your portal account.',
    },
    additives: {
      name: 'Additives',
      tile: 'Enzymes, eubiotics, toxin binders and other specialty ingredients.',
      intro:
        'Our feed additives help protect animal health and get more out of every ingredient: enzymes that release nutrients, eubiotics that support gut health, and mycotoxin binders and antioxidants that protect feed quality.',
      body: 'Additives can be supplied on their own for your mill or included in our premixes. Technical data sheets and inclusion rates are in Documents.',
    },
    sustainability: {
      name: 'Sustainability',
      tile: 'Lower emissions and a better use of resources.',
      intro:
        'Our sustainability programme helps you lower the environmental footprint of animal production through precise formulation, less nutrient waste and ingredients chosen with their origin in mind.',
      body: 'We can estimate the footprint of your feed and show which changes in diet or management matter most, giving you figures you can share with your own customers.',
    },
    cns: {
      name: 'Nutrition System (CNS)',
      tile: 'Formulation software and nutrition models.',
      intro:
        'The Nutrition System (CNS) is our formulation platform: it brings together ingredient databases, nutrient requirement models and least-cost optimisation to design diets for each species and stage of production.',
      body: 'Nutritionists and mill managers use CNS to react quickly to ingredient prices and availability while keeping nutrient specifications on target. Talk to us about licences and training.',
    },
  },
  actions: 'Next steps',
  placeOrder: 'Place order',
  documents: 'Documents',
  contactSupport: 'Contact support',
  loading: 'Loading this page…',
  unknownTitle: 'This page is not available',
  unknownBody: '“{{species}}” is not one of our nutrition programmes.',
  notOfferedTitle: '{{name}} is not available in your market',
  notOfferedBody:
    'This programme is not offered where your account is. The dashboard shows the programmes that are.',
  backToDashboard: 'Back to the dashboard',
};

registerTranslations(ASSETS_NS, {
  en,
  es: {
    species: {
      pork: {
        name: 'Porcinos',
        tile: 'Alimentos y programas para cerdas, lechones y cerdos de engorde.',
        intro:
          'Nuestro programa de nutrición porcina cubre cada etapa de la producción, desde las cerdas en gestación y lactancia hasta los lechones de destete y el engorde. Las dietas se formulan por aminoácidos digestibles y energía neta, para que cada fase reciba lo que necesita y nada de más.',
        body: 'Su asesor de nutrición puede adaptar premezclas, núcleos y alimentos completos a su genética, sus instalaciones y su peso de venta, y revisar con usted el desempeño frente a sus propios registros.',
      },
      poultry: {
        name: 'Aves',
        tile: 'Alimentos para pollos de engorde, ponedoras y reproductoras en cada fase.',
        intro:
          'Nuestra línea avícola acompaña a pollos de engorde, ponedoras comerciales y reproductoras con alimentos por fase según la edad del ave, el nivel de producción y la salud de la parvada. La energía, los aminoácidos y los minerales equilibrados favorecen un crecimiento uniforme, cascarones firmes y una buena conversión alimenticia.',
        body: 'Migajas de inicio, pellets de crecimiento y finalización y harinas para ponedoras se ofrecen como alimento completo o como concentrado para mezclar con su propio grano. Consúltenos sobre programas contra la coccidiosis y apoyo para el estrés por calor.',
      },
      ruminant: {
        name: 'Rumiantes',
        tile: 'Nutrición para ganado lechero y de carne, ovinos y caprinos.',
        intro:
          'Para ganado lechero y de carne, ovinos y caprinos ofrecemos minerales, suplementos proteicos, iniciadores para terneros y raciones completas pensadas para aprovechar al máximo su forraje. Las fórmulas que cuidan el rumen ayudan a mantener un consumo estable y animales productivos.',
        body: 'Podemos analizar su ensilaje y su heno y balancear la ración a partir de ellos, para que el alimento comprado cubra las carencias reales. Los programas incluyen vacas en transición, hatos de alta producción, recría y engorde en corral.',
      },
      pet: {
        name: 'Mascotas',
        tile: 'Alimento para perros, gatos y otros animales de compañía.',
        intro:
          'Nuestra línea para mascotas ofrece dietas completas y balanceadas para perros y gatos en cada etapa de vida, de cachorros y gatitos a animales mayores, elaboradas con proteínas de calidad y minerales controlados.',
        body: 'Las bolsas listas para la venta en varios tamaños facilitan surtir sus anaqueles. El material para punto de venta y las guías de producto están en Documentos.',
      },
      equine: {
        name: 'Equinos',
        tile: 'Alimentos y suplementos para caballos en trabajo y en reposo.',
        intro:
          'Nuestros alimentos para equinos están pensados para el aparato digestivo del caballo: ricos en fibra, con almidón y azúcar controlados y con las vitaminas y los minerales que necesitan los cascos, el pelaje y los músculos.',
        body: 'Para caballos de paseo y de edad avanzada, así como para caballos de alto rendimiento y yeguas de cría, elija alimentos texturizados, pellets o un balanceador que complemente el forraje que ya les da.',
      },
      multispecies: {
        name: 'Multiespecie',
        tile: 'Alimentos para granjas mixtas y pequeños rebaños.',
        intro:
          'Los alimentos multiespecie sirven a granjas con varios tipos de animales y a quienes crían unas pocas gallinas, cabras, conejos o cerdos. Cada producto indica con claridad para qué animales es y cómo suministrarlo.',
        body: 'Una sola línea que cubre muchas especies simplifica su inventario y da a cada animal una dieta equilibrada. Pregunte a su contacto de ventas qué productos convienen a sus clientes.',
      },
      digitalsolutions: {
        name: 'Soluciones digitales',
        tile: 'Herramientas que convierten los datos de la granja en mejores decisiones.',
        intro:
          'Nuestras soluciones digitales le ayudan a reunir datos de producción, compararlos con sus metas y actuar antes: consumo de alimento, crecimiento, mortalidad y costos en un solo lugar en vez de hojas de cálculo dispersas.',
        body: 'Los tableros y los informes se configuran junto con su asesor, para que sigan a su granja o a su negocio y no a una plantilla genérica. El acceso está vinculado a su cuenta del portal.',
      },
      additives: {
        name: 'Aditivos',
        tile: 'Enzimas, eubióticos, secuestrantes de toxinas y otros ingredientes especiales.',
        intro:
          'Nuestros aditivos para alimentos ayudan a proteger la salud animal y a aprovechar mejor cada ingrediente: enzimas que liberan nutrientes, eubióticos que apoyan la salud intestinal, y secuestrantes de micotoxinas y antioxidantes que protegen la calidad del alimento.',
        body: 'Los aditivos se entregan por separado para su planta o incluidos en nuestras premezclas. Las fichas técnicas y las dosis de inclusión están en Documentos.',
      },
      sustainability: {
        name: 'Sostenibilidad',
        tile: 'Menos emisiones y un mejor uso de los recursos.',
        intro:
          'Nuestro programa de sostenibilidad le ayuda a reducir la huella ambiental de la producción animal con una formulación precisa, menos desperdicio de nutrientes e ingredientes elegidos teniendo en cuenta su origen.',
        body: 'Podemos estimar la huella de su alimento y mostrar qué cambios en la dieta o en el manejo tienen más efecto, con cifras que puede compartir con sus propios clientes.',
      },
      cns: {
        name: 'Nutrition System (CNS)',
        tile: 'Software de formulación y modelos de nutrición.',
        intro:
          'Nutrition System (CNS) es nuestra plataforma de formulación: reúne bases de datos de ingredientes, modelos de requerimientos nutricionales y optimización a mínimo costo para diseñar dietas para cada especie y etapa de producción.',
        body: 'Nutricionistas y jefes de planta usan CNS para reaccionar rápido a los precios y la disponibilidad de los ingredientes sin apartarse de las especificaciones nutricionales. Consúltenos sobre licencias y capacitación.',
      },
    },
    actions: 'Próximos pasos',
    placeOrder: 'Hacer un pedido',
    documents: 'Documentos',
    contactSupport: 'Contactar a soporte',
    loading: 'Cargando esta página…',
    unknownTitle: 'Esta página no está disponible',
    unknownBody: '“{{species}}” no es uno de nuestros programas de nutrición.',
    notOfferedTitle: '{{name}} no está disponible en su mercado',
    notOfferedBody:
      'Este programa no se ofrece donde está su cuenta. El panel muestra los programas disponibles.',
    backToDashboard: 'Volver al panel',
  },
  pt: {
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
  },
});
