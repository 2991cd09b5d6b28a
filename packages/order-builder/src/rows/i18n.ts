import { registerTranslations } from '@anp/core';

/**
 * Namespace of the product rows' strings. The rows load on demand (product-list.lazy.tsx), and
 * their strings with them, so the element's first chunk carries only the builder's own.
 */
export const ROW_NS = 'orderBuilderRow';

export const en = {
  sku: 'SKU {{sku}}',
  formCode: 'Form code {{code}}',
  imageMissing: 'No image',
  pack: {
    bag: '{{weight}} bag',
    bulk: 'Bulk, sold by the ton',
    tote: '{{weight}} tote',
    pallet: '{{weight}} pallet',
    block: '{{weight}} block',
    tub: '{{weight}} tub',
    bucket: '{{weight}} bucket',
    pail: '{{weight}} pail',
    barrel: '{{weight}} drum',
    box: '{{weight}} box',
    boxes: '{{weight}} bundle of boxes',
    case: '{{weight}} case',
    each: '{{weight}} each',
    Pack: '{{weight}} pack',
  },
  /** One of a package, for a count of 1 (the catalogue gives the plural). */
  one: {
    bag: 'bag',
    bulk: 'ton',
    tote: 'tote',
    pallet: 'pallet',
    block: 'block',
    tub: 'tub',
    bucket: 'bucket',
    pail: 'pail',
    barrel: 'drum',
    box: 'box',
    boxes: 'bundle of boxes',
    case: 'case',
    each: 'unit',
    Pack: 'pack',
  },
  inner: '{{count}} x {{weight}}',
  boxCounts: 'One box counts as {{count}} units',
  marketWeight: '≈ {{weight}}',
  unit: { lb: 'lb', kg: 'kg', oz: 'oz', g: 'g', quintal: 'qq' },
  rule: {
    palletOnly: 'Full pallets only: {{count}} {{unit}}',
    palletOnlySingle: 'Sold by the full pallet',
    perPallet: '{{count}} {{unit}} per pallet',
    minimumInSteps: 'Minimum {{minimum}}, in steps of {{step}}',
    multiples: 'In multiples of {{step}}',
    minimum: 'Minimum {{minimum}} {{unit}}',
  },
  listPrice: 'List price {{price}} each',
  favourite: 'Favourite: {{product}}',
  favouriteFailed: 'Your favourites were not changed. {{reason}}',
  lastOrdered: 'Last ordered {{date}}: {{quantity}} {{unit}}',
  inCart: 'In your cart: {{quantity}} {{unit}}',
  quantity: 'Quantity ({{unit}})',
  pallets: 'Pallets',
  palletsUnit: 'pallets',
  palletsMakes: '= {{quantity}} {{unit}}',
  decrease: 'Fewer {{unit}}',
  increase: 'More {{unit}}',
  fullPallet: 'Full pallets',
  fullPalletOff: 'This product is not sold by the full pallet.',
  fullPalletLocked: 'This product is sold by full pallets only.',
  notANumber: 'Enter the quantity as a number, such as 20.',
  enterQuantity: 'Enter a quantity to add.',
  addToCart: 'Add to cart',
  addFailed: 'Not added to your cart. {{reason}} Your quantity is kept; try again.',
};

registerTranslations(ROW_NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
});
