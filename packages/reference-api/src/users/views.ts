/** The user as the contract shows them, and the terms and conditions they accept. */
import type { UserProfile } from '@anp/contract';
import type { UserRow } from './queries';

export function toProfile(u: UserRow): UserProfile {
  return {
    id: u.id,
    userId: u.id,
    contactId: `c-${u.id}`,
    contactSource: 'portal',
    userType: u.user_type,
    customerType: u.customer_type,
    firstName: u.first_name,
    lastName: u.last_name,
    email: u.email,
    phone: u.phone,
    mobile: u.mobile,
    status: u.status,
    language: u.language,
    locale: u.locale,
    country: u.country,
    currency: u.currency,
    timeZone: u.time_zone,
    businessUnit: u.business_unit,
    groups: u.groups,
    roles: u.roles,
    permissions: u.permissions,
  };
}

export const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** The terms and conditions of sale, per interface language. */
export const TERMS: Record<string, string> = {
  en: 'By using this portal you agree to the purchase-order terms and conditions of sale of Animal Nutrition, including prices, delivery and payment terms published for your market.',
  es: 'Al usar este portal usted acepta los términos y condiciones de venta de las órdenes de compra de Animal Nutrition, incluidos los precios, la entrega y las condiciones de pago publicados para su mercado.',
  pt: 'Ao usar este portal você aceita os termos e condições de venda dos pedidos de compra da Animal Nutrition, incluindo preços, entrega e condições de pagamento publicados para o seu mercado.',
  ko: '이 포털을 이용하면 해당 시장에 게시된 가격, 배송 및 결제 조건을 포함하여 Animal Nutrition의 구매 주문 판매 약관에 동의하는 것으로 간주됩니다.',
};
