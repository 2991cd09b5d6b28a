import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
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
};
