import type {
  Cart,
  QuickOrderCheck,
  QuickOrderLineResult,
  CartLineInput,
  EnableAddToCart,
} from '@anp/contract';
import type { FakeCall, FakeRoutes } from '@anp/core/testing';
import { nextValidQuantity, quantityError } from '@anp/rules/cart';

/** Test and story data: a small catalogue of a US feed retailer, as the reference API has it. */
interface FixtureProduct {
  sku: string;
  material: string | null;
  title: string;
  countLabel: string;
  unitWeight: number;
  minQuantity: number;
  increment: number;
  perPalletCount: number;
  isPallet: boolean;
  /** Sold to the account's market; false: discontinued. */
  sold: boolean;
}

export const PRODUCTS: readonly FixtureProduct[] = [
  {
    sku: '100001',
    material: 'RT-1001',
    title: 'Layer 16% Crumble 50 lb',
    countLabel: 'bags',
    unitWeight: 50,
    minQuantity: 1,
    increment: 1,
    perPalletCount: 40,
    isPallet: false,
    sold: true,
  },
  {
    sku: '100002',
    material: null,
    title: 'Hog Grower 18% Pellet 50 lb',
    countLabel: 'bags',
    unitWeight: 50,
    minQuantity: 1,
    increment: 1,
    perPalletCount: 40,
    isPallet: false,
    sold: true,
  },
  {
    sku: '100003',
    material: null,
    title: 'Hog Finisher 16% Bulk (per ton)',
    countLabel: 'tons',
    unitWeight: 2000,
    minQuantity: 2,
    increment: 1,
    perPalletCount: 1,
    isPallet: false,
    sold: true,
  },
  {
    sku: '100004',
    material: 'RT-1004',
    title: 'Sow Lactation Pellet Pallet',
    countLabel: 'bags',
    unitWeight: 50,
    minQuantity: 50,
    increment: 50,
    perPalletCount: 50,
    isPallet: true,
    sold: true,
  },
  {
    sku: '100005',
    material: null,
    title: 'Cattle Mineral Tub 125 lb',
    countLabel: 'tubs',
    unitWeight: 125,
    minQuantity: 1,
    increment: 5,
    perPalletCount: 12,
    isPallet: false,
    sold: true,
  },
  {
    sku: '100006',
    material: null,
    title: 'Retired Horse Feed 50 lb',
    countLabel: 'bags',
    unitWeight: 50,
    minQuantity: 1,
    increment: 1,
    perPalletCount: 40,
    isPallet: false,
    sold: false,
  },
];

/** What cart/quickorder/check answers for one line, over {@link PRODUCTS}. */
export function judgeFixtureLine(line: {
  reference: string;
  quantity: number | null;
}): QuickOrderLineResult {
  const ref = line.reference.trim();
  const bySku = PRODUCTS.find((p) => p.sku === ref);
  const product = bySku ?? PRODUCTS.find((p) => p.material?.toLowerCase() === ref.toLowerCase());
  const empty = {
    reference: line.reference,
    quantity: line.quantity,
    matchedBy: null,
    sku: null,
    customerMaterialNumber: null,
    title: null,
    countLabel: null,
    unitWeight: null,
    rule: null,
    suggestion: null,
    reason: null,
    rules: null,
  };
  if (!product) return { ...empty, status: 'unknown' };
  const rules = {
    minQuantity: product.minQuantity,
    increment: product.increment,
    perPalletCount: product.perPalletCount,
    isPallet: product.isPallet,
  };
  const known = {
    ...empty,
    matchedBy: bySku ? ('sku' as const) : ('customerMaterial' as const),
    sku: product.sku,
    customerMaterialNumber: product.material,
    title: product.title,
    countLabel: product.countLabel,
    unitWeight: product.unitWeight,
    rules,
  };
  if (!product.sold) return { ...known, status: 'notOrderable', reason: 'discontinued' };
  const full = { ...rules, isPalletAndNonPalletAllowed: !product.isPallet };
  const rule =
    line.quantity === null || line.quantity === 0 ? 'MISSING' : quantityError(line.quantity, full);
  if (rule === null) return { ...known, status: 'ok' };
  return {
    ...known,
    status: 'quantityInvalid',
    rule,
    suggestion: nextValidQuantity(line.quantity, full),
  };
}

/**
 * The cart after an addItems, as far as quick order reads it (its lines and id). Test data only:
 * the rest of a Cart is not read by quick order, so it is left out.
 */
function cartOf(lines: { sku: string; quantity: number }[]): Cart {
  return {
    encCartid: 'enc-cart-1',
    cartItems: lines.map((l) => ({ sku: l.sku, itemCount: { value: l.quantity, label: 'bags' } })),
  } as unknown as Cart;
}

export interface QuickOrderScene {
  enable?: EnableAddToCart;
  /** Answers check calls after a promise the test controls (loading states). */
  checkDelay?: () => Promise<void>;
  checkFails?: boolean;
  addFails?: boolean;
}

/** The reads and writes of the widget over a fake backend: enable, check, addItems. */
export function quickOrderRoutes(scene: QuickOrderScene = {}): FakeRoutes {
  let cart: { sku: string; quantity: number }[] = [];
  return {
    'GET cart/enableAddToCart': () => scene.enable ?? { enabled: true, reason: null },
    'POST cart/quickorder/check': async (call: FakeCall) => {
      await scene.checkDelay?.();
      if (scene.checkFails) return { status: 500, body: { code: 'INTERNAL', message: 'down' } };
      const { lines } = call.body as QuickOrderCheck;
      return { weightUnit: 'lb', lines: lines.map(judgeFixtureLine) };
    },
    'POST cart/addItems': (call: FakeCall) => {
      if (scene.addFails) return { status: 500, body: { code: 'INTERNAL', message: 'down' } };
      const { items } = call.body as { items: CartLineInput[] };
      for (const item of items) {
        const existing = cart.find((l) => l.sku === item.sku);
        if (existing) existing.quantity += item.quantity ?? 0;
        else cart = [...cart, { sku: item.sku, quantity: item.quantity ?? 0 }];
      }
      return cartOf(cart);
    },
  };
}

/** The US retailer's ten lines with two errors (the journey of issue 17). */
export const TEN_LINES = [
  '100001\t40',
  '100002\t20',
  'RT-1004\t100',
  '100003\t4',
  '100005\t10',
  '100001\t5',
  '100002\t10',
  '100005, 7',
  '999999; 3',
  'rt-1001 12',
].join('\n');
