/**
 * The kit's cart rules (packages/cart/src/model), the one place the server takes them from: the
 * server validates and totals carts with the very functions the browser runs, on the very input
 * the browser builds from the same Cart (`validationInputOf`), so the two can never disagree.
 */
export {
  cartIssues,
  cartTotals,
  cartWeightUnit,
  convertWeight,
  isBagMOQMet,
  lineNetWeight,
  tonUnitOf,
  validateCart,
  validationInputOf,
  type CartValidation,
  type CartWeightUnit,
} from '@anp/rules/cart';
