import { Type, type Static } from 'typebox';

/** ordering.md §3 Cart item: the package types a product comes in ("Pack" is special). */
export const PackageType = Type.Union([
  Type.Literal('barrel'),
  Type.Literal('block'),
  Type.Literal('box'),
  Type.Literal('boxes'),
  Type.Literal('bucket'),
  Type.Literal('case'),
  Type.Literal('each'),
  Type.Literal('pail'),
  Type.Literal('tub'),
  Type.Literal('tote'),
  Type.Literal('pallet'),
  Type.Literal('bulk'),
  Type.Literal('bag'),
  Type.Literal('Pack'),
]);
export type PackageType = Static<typeof PackageType>;

/** The unit a product's net weight is given in. */
export const ProductUnit = Type.Union([Type.Literal('lb'), Type.Literal('kg')]);
export type ProductUnit = Static<typeof ProductUnit>;

/**
 * ordering.md §3 productItemWeight. Minor: one inner unit of a multi-pack (equal to major for
 * single packs); major: one package as sold; default: the weight of one ordered unit, with the
 * Mexican container multiplier applied.
 */
export const ProductItemWeight = Type.Object({
  itemMinorValue: Type.Number(),
  itemMinorUnit: Type.String(),
  itemMajorValue: Type.Number(),
  itemMajorUnit: Type.String(),
  itemDefaultValue: Type.Number(),
});
export type ProductItemWeight = Static<typeof ProductItemWeight>;

/** A product image with its renditions (ordering.md §3 "images with renditions"). */
export const ProductImage = Type.Object({
  alt: Type.String(),
  renditions: Type.Object({
    thumbnail: Type.String({ description: 'Small square image URL (list rows)' }),
    default: Type.String({ description: 'Full-size image URL' }),
  }),
});
export type ProductImage = Static<typeof ProductImage>;

/**
 * A product as the order builder and the cart show it: the catalogue fields plus the ordering
 * rules (minimum, increment, pallets) and the account's list price.
 */
export const Product = Type.Object({
  sku: Type.String({ description: 'Also the material number' }),
  title: Type.String(),
  description: Type.String(),
  formCode: Type.String(),
  category: Type.String(),
  species: Type.String(),
  packageType: PackageType,
  /** Net weight of one unit in `unitOfMeasure` (without the container multiplier). */
  netWeightPerUnit: Type.Number(),
  unitOfMeasure: ProductUnit,
  perPalletCount: Type.Integer({ minimum: 1 }),
  /** Pallet-only: whole pallets required (ordering.md §5). */
  isPallet: Type.Boolean(),
  /** Sold by the unit or by the full pallet (the full-pallet checkbox is active). */
  isPalletAndNonPalletAllowed: Type.Boolean(),
  minQuantity: Type.Integer({ minimum: 0 }),
  increment: Type.Integer({ minimum: 1 }),
  /** Mexico boxed items: inner units per box, used as a weight multiplier (ordering.md §1). */
  containerCode: Type.Union([Type.String(), Type.Null()]),
  customerMaterialNumber: Type.Union([Type.String(), Type.Null()]),
  productItemWeight: ProductItemWeight,
  images: Type.Array(ProductImage),
  /** The unit the count is in, as the market writes it ("bags", "tons", "Bultos"). */
  countLabel: Type.String(),
  /** List price of one unit in the market currency; 0 when not priced. */
  listPrice: Type.Number(),
  currency: Type.String(),
  isFavourite: Type.Boolean(),
});
export type Product = Static<typeof Product>;

export const ProductQuery = Type.Object(
  {
    searchTerm: Type.Optional(Type.String({ maxLength: 100 })),
    category: Type.Optional(Type.String({ maxLength: 60 })),
    offset: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 24 }),
  },
  { additionalProperties: false },
);
export type ProductQuery = Static<typeof ProductQuery>;

/** GET cart/availableProducts: the products the selected account may order, paged. */
export const ProductPage = Type.Object({
  products: Type.Array(Product),
  totalCount: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
});
export type ProductPage = Static<typeof ProductPage>;

/** GET cart/recentorderedproducts: what the account ordered lately, newest first. */
export const RecentProduct = Type.Intersect([
  Product,
  Type.Object({
    lastOrderedDate: Type.String({ description: 'YYYY-MM-DD' }),
    lastQuantity: Type.Number(),
    lastOrderNumber: Type.String(),
  }),
]);
export type RecentProduct = Static<typeof RecentProduct>;

export const RecentProducts = Type.Object({ products: Type.Array(RecentProduct) });
export type RecentProducts = Static<typeof RecentProducts>;

/** GET cart/products/favourite: the user's favourites for the account. */
export const FavouriteProducts = Type.Object({ products: Type.Array(Product) });
export type FavouriteProducts = Static<typeof FavouriteProducts>;

/** POST cart/products/favourite: mark or unmark one product. */
export const FavouriteUpdate = Type.Object(
  { sku: Type.String({ minLength: 1, maxLength: 32 }), favourite: Type.Boolean() },
  { additionalProperties: false },
);
export type FavouriteUpdate = Static<typeof FavouriteUpdate>;

export const FavouriteResult = Type.Object({ sku: Type.String(), favourite: Type.Boolean() });
export type FavouriteResult = Static<typeof FavouriteResult>;

/** GET categories (search service): the account's product categories with their counts. */
export const CategoryList = Type.Object({
  categories: Type.Array(
    Type.Object({
      id: Type.String({ description: 'The value for availableProducts?category=' }),
      name: Type.String({ description: 'Shown in the interface language' }),
      count: Type.Integer(),
    }),
  ),
});
export type CategoryList = Static<typeof CategoryList>;

/**
 * GET cart/enableAddToCart: whether the user may add to the cart of the selected account, and
 * why not when they may not.
 */
export const EnableAddToCart = Type.Object({
  enabled: Type.Boolean(),
  reason: Type.Union([
    Type.Literal('NO_ACCOUNT'),
    Type.Literal('NO_PURCHASE_RIGHTS'),
    Type.Literal('CART_HIDDEN'),
    Type.Null(),
  ]),
});
export type EnableAddToCart = Static<typeof EnableAddToCart>;
