import { registerTranslations } from '@anp/core';

/** Namespace of the species asset pages; the dashboard's species tiles read it too. */
export const ASSETS_NS = 'host-assets';

export const en = {
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
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
