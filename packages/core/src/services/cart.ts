// Types only: the reference API's schemas are the contract; nothing of the server ships in the kit.
import type * as Contract from '@anp/contract';
import { useMemo } from 'react';
import { useApiClient } from '../element/kit-context';
import type { ApiClient, RequestOptions } from '../api/client';

export type Cart = Contract.Cart;
export type CartItem = Contract.CartItem;
export type CartUpdate = Contract.CartUpdate;
export type CartLineInput = Contract.CartLineInput;
export type CartIssue = Contract.CartIssue;
export type CartSimulation = Contract.CartSimulation;
export type CartPricing = Contract.CartPricing;
export type CartTotals = Contract.CartTotals;
export type CartRefusal = Contract.CartRefusal;
export type OrderPlaced = Contract.OrderPlaced;
export type ReorderSummary = Contract.ReorderSummary;
export type ReplicatedCart = Contract.ReplicatedCart;
export type QuickOrderLineInput = Contract.QuickOrderLineInput;
export type QuickOrderLineResult = Contract.QuickOrderLineResult;
export type QuickOrderCheckResult = Contract.QuickOrderCheckResult;
export type OrderTemplate = Contract.OrderTemplate;
export type OrderTemplateList = Contract.OrderTemplateList;
export type OrderTemplateSummary = Contract.OrderTemplateSummary;
export type OrderTemplateApplyMode = Contract.OrderTemplateApplyMode;
export type AppliedTemplate = Contract.AppliedTemplate;
export type LeadTimes = Contract.LeadTimes;
export type DeliveryRule = Contract.DeliveryRule;
export type TruckSize = Contract.TruckSize;
export type TruckSizes = Contract.TruckSizes;
export type OrderOptions = Contract.OrderOptions;
export type PickupLocation = Contract.PickupLocation;
export type FeeLimit = Contract.FeeLimit;
export type ShipMethod = Contract.ShipMethod;
export type PaymentTerms = Contract.PaymentTerms;
export type CartWeightUnit = Contract.WeightUnit;
export type TonUnit = Contract.TonUnit;
export type Product = Contract.Product;
export type ProductPage = Contract.ProductPage;
export type ProductQuery = Partial<Contract.ProductQuery>;
export type RecentProduct = Contract.RecentProduct;
export type CategoryList = Contract.CategoryList;
export type EnableAddToCart = Contract.EnableAddToCart;
export type PackageType = Contract.PackageType;
export type EmailSent = Contract.EmailSent;
export type OrderDetail = Contract.OrderDetail;

type CallOptions = Pick<RequestOptions, 'signal' | 'publishErrors' | 'timeoutMs' | 'accountId'>;

/**
 * Typed calls of ordering (ordering.md §7): the cart service, the products the order builder
 * lists, and the confirmation e-mails. Every call goes through the page's one API client, so it
 * carries the language, region and account-id headers and maps failures to the catalogue.
 */
export function createCartApi(api: ApiClient) {
  return {
    /** The whole open cart of the account in the X-Account-Id header. */
    fetch: (o?: CallOptions) => api.get<Cart>('cart', 'cart/fetch', o),
    addItems: (items: CartLineInput[], o?: CallOptions) =>
      api.post<Cart>('cart', 'cart/addItems', { items } satisfies Contract.AddItems, o),
    update: (update: CartUpdate, o?: CallOptions) =>
      api.post<Cart>('cart', 'cart/update', update, o),
    /** Prices the cart and lists what stands between it and an order (empty body). */
    simulate: (o?: CallOptions) => api.post<CartSimulation>('cart', 'cart/simulate', undefined, o),
    /**
     * Places the order. The same key always answers the same order, so a retry after a timeout,
     * a double click or a reload during the call never places two.
     */
    submit: (idempotencyKey: string, o?: CallOptions) =>
      api.post<OrderPlaced>('cart', 'cart/submit', undefined, {
        ...o,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    remove: (sku: string, o?: CallOptions) =>
      api.post<Cart>('cart', 'cart/remove', { sku } satisfies Contract.RemoveItem, o),
    deleteCart: (encCartid: string, o?: CallOptions) =>
      api.post<Contract.DeleteResult>(
        'cart',
        'cart/delete',
        { encCartid } satisfies Contract.DeleteCart,
        o,
      ),
    /** Order again: the cart with a summary of what happened to each line of the order. */
    /** Quick order (issue 17): judges up to 500 lines for the account; writes nothing. */
    quickOrderCheck: (lines: QuickOrderLineInput[], o?: CallOptions) =>
      api.post<QuickOrderCheckResult>(
        'cart',
        'cart/quickorder/check',
        { lines } satisfies Contract.QuickOrderCheck,
        o,
      ),
    replicate: (orderNumber: string, o?: CallOptions) =>
      api.post<ReplicatedCart>(
        'cart',
        'cart/replicate',
        { orderNumber } satisfies Contract.ReplicateOrder,
        o,
      ),
    /** Order templates (issue 17): the account's own and shared templates the user may see. */
    templates: (o?: CallOptions) => api.get<OrderTemplateList>('cart', 'cart/templates', o),
    /** Saves the user's cart of the account, as it is now, as a named template. */
    createTemplate: (body: Contract.OrderTemplateCreate, o?: CallOptions) =>
      api.post<OrderTemplate>('cart', 'cart/templates/create', body, o),
    renameTemplate: (templateId: string, name: string, o?: CallOptions) =>
      api.post<OrderTemplate>(
        'cart',
        'cart/templates/rename',
        { templateId, name } satisfies Contract.OrderTemplateRename,
        o,
      ),
    shareTemplate: (templateId: string, shared: boolean, o?: CallOptions) =>
      api.post<OrderTemplate>(
        'cart',
        'cart/templates/share',
        { templateId, shared } satisfies Contract.OrderTemplateShare,
        o,
      ),
    deleteTemplate: (templateId: string, o?: CallOptions) =>
      api.post<Contract.OrderTemplateDeleted>(
        'cart',
        'cart/templates/delete',
        { templateId } satisfies Contract.OrderTemplateRef,
        o,
      ),
    /** Starts (replace) or fills (merge) the cart from a template, with a summary. */
    applyTemplate: (templateId: string, mode: OrderTemplateApplyMode, o?: CallOptions) =>
      api.post<AppliedTemplate>(
        'cart',
        'cart/templates/apply',
        { templateId, mode } satisfies Contract.OrderTemplateApply,
        o,
      ),
    leadTime: (encCartid: string | null, o?: CallOptions) =>
      api.get<LeadTimes>('cart', 'cart/leadtime', {
        ...o,
        query: encCartid ? { encCartid } : {},
      }),
    plantLeadTime: (plantId: string, o?: CallOptions) =>
      api.get<LeadTimes>('cart', 'cart/plantLeadtime', { ...o, query: { plantId } }),
    truckSizes: (o?: CallOptions) => api.get<TruckSizes>('cart', 'cart/truckSizes', o),
    orderOptions: (o?: CallOptions) => api.get<OrderOptions>('cart', 'cart/orderoptions', o),
    enableAddToCart: (o?: CallOptions) =>
      api.get<EnableAddToCart>('cart', 'cart/enableAddToCart', o),
    availableProducts: (query: ProductQuery, o?: CallOptions) =>
      api.get<ProductPage>('cart', 'cart/availableProducts', { ...o, query: { ...query } }),
    recentProducts: (o?: CallOptions) =>
      api.get<Contract.RecentProducts>('cart', 'cart/recentorderedproducts', o),
    favourites: (o?: CallOptions) =>
      api.get<Contract.FavouriteProducts>('cart', 'cart/products/favourite', o),
    setFavourite: (sku: string, favourite: boolean, o?: CallOptions) =>
      api.post<Contract.FavouriteResult>(
        'cart',
        'cart/products/favourite',
        { sku, favourite } satisfies Contract.FavouriteUpdate,
        o,
      ),
    categories: (o?: CallOptions) => api.get<CategoryList>('search', 'categories', o),
    sendAltEmail: (orderNumber: string, email: string, o?: CallOptions) =>
      api.post<EmailSent>(
        'cart',
        'utility/sendConfirmationAltEmail',
        { orderNumber, email } satisfies Contract.SendAltEmail,
        o,
      ),
    sendEmail: (orderNumber: string, o?: CallOptions) =>
      api.post<EmailSent>(
        'cart',
        'utility/sendEmail',
        { orderNumber } satisfies Contract.SendEmail,
        o,
      ),
    order: (orderNumber: string, o?: CallOptions) =>
      api.get<OrderDetail>('order', 'orders/orderNumber', { ...o, query: { orderNumber } }),
  };
}

export type CartApi = ReturnType<typeof createCartApi>;

/** The cart calls over the page's API client. */
export function useCartApi(): CartApi {
  const api = useApiClient();
  return useMemo(() => createCartApi(api), [api]);
}
