/**
 * The labelled choices of the add and edit steps and the bulk file, in every language: roles,
 * business units, interface languages, permission groups and named keys.
 */
import type { UserType } from '@anp/contract';
import { INTERNAL_GROUP } from '../users/groups';
import type { Lang } from './texts';

type Labelled = Record<Lang, string>;

/** Roles (the profile's customer type) and the user types they apply to. */
export const ROLES: readonly { code: string; label: Labelled; userTypes: UserType[] }[] = [
  {
    code: 'Retailer',
    label: { en: 'Retailer', es: 'Minorista', pt: 'Varejista', ko: '소매업체' },
    userTypes: ['External', 'Customer'],
  },
  {
    code: 'franchise',
    label: { en: 'Franchise', es: 'Franquicia', pt: 'Franquia', ko: '프랜차이즈' },
    userTypes: ['External', 'Customer'],
  },
  {
    code: 'pork',
    label: {
      en: 'Pork producer',
      es: 'Productor porcino',
      pt: 'Produtor de suínos',
      ko: '양돈 농가',
    },
    userTypes: ['External', 'Customer'],
  },
  {
    code: 'Employee',
    label: { en: 'Employee', es: 'Empleado', pt: 'Funcionário', ko: '직원' },
    userTypes: ['Internal'],
  },
  {
    code: 'sales',
    label: { en: 'Sales', es: 'Ventas', pt: 'Vendas', ko: '영업' },
    userTypes: ['Internal'],
  },
  {
    code: 'marketing',
    label: { en: 'Marketing', es: 'Marketing', pt: 'Marketing', ko: '마케팅' },
    userTypes: ['Internal', 'External'],
  },
];

export const BUSINESS_UNITS: readonly { code: string; label: Labelled }[] = [
  { code: 'feed', label: { en: 'Feed', es: 'Alimento balanceado', pt: 'Ração', ko: '사료' } },
  { code: 'pork', label: { en: 'Pork', es: 'Porcino', pt: 'Suínos', ko: '양돈' } },
  { code: 'sales', label: { en: 'Sales', es: 'Ventas', pt: 'Vendas', ko: '영업' } },
  {
    code: 'franchise',
    label: { en: 'Franchise', es: 'Franquicia', pt: 'Franquia', ko: '프랜차이즈' },
  },
];

export const LANGUAGE_LABELS: Record<Lang, string> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
  ko: '한국어',
};

export interface PermissionSpec {
  code: string;
  label: Labelled;
  description: Labelled;
  perAccount: boolean;
}

export const GROUP_OPTIONS: readonly PermissionSpec[] = [
  {
    code: 'DXP_CAN_AccGrp_Purchase_Products',
    label: {
      en: 'Purchase products',
      es: 'Comprar productos',
      pt: 'Comprar produtos',
      ko: '제품 구매',
    },
    description: {
      en: 'Places orders and sees prices and the cart.',
      es: 'Hace pedidos y ve precios y el carrito.',
      pt: 'Faz pedidos e vê preços e o carrinho.',
      ko: '주문하고 가격과 장바구니를 봅니다.',
    },
    perAccount: false,
  },
  {
    code: 'DXP_CAN_AccGrp_User_Management',
    label: {
      en: 'User management',
      es: 'Administración de usuarios',
      pt: 'Administração de usuários',
      ko: '사용자 관리',
    },
    description: {
      en: 'Lists, adds and edits users, and activates or deactivates them.',
      es: 'Lista, agrega y edita usuarios, y los activa o desactiva.',
      pt: 'Lista, adiciona e edita usuários, e os ativa ou desativa.',
      ko: '사용자를 조회, 추가, 편집하고 활성화 또는 비활성화합니다.',
    },
    perAccount: false,
  },
  {
    code: 'DXP_CAN_AccGrp_Marketing',
    label: { en: 'Marketing', es: 'Marketing', pt: 'Marketing', ko: '마케팅' },
    description: {
      en: 'Goes to the marketing site instead of ordering.',
      es: 'Va al sitio de marketing en lugar de hacer pedidos.',
      pt: 'Vai para o site de marketing em vez de fazer pedidos.',
      ko: '주문 대신 마케팅 사이트로 이동합니다.',
    },
    perAccount: false,
  },
  {
    code: 'CargillFeedRetailer_Customers',
    label: {
      en: 'Feed retailer customers',
      es: 'Clientes de minoristas de alimento',
      pt: 'Clientes de varejistas de ração',
      ko: '사료 소매 고객',
    },
    description: {
      en: 'Sees the retailer customer pages.',
      es: 'Ve las páginas de clientes minoristas.',
      pt: 'Vê as páginas de clientes varejistas.',
      ko: '소매 고객 페이지를 봅니다.',
    },
    perAccount: false,
  },
];

/**
 * The internal users' group (shell-and-admin.md §6: "the internal user group from
 * configuration"). Not an option an administrator assigns: the user type decides it. Only named,
 * so a user's own access reads in words rather than as a code.
 */
export const INTERNAL_GROUP_SPEC: PermissionSpec = {
  code: INTERNAL_GROUP,
  label: { en: 'Internal staff', es: 'Personal interno', pt: 'Equipe interna', ko: '내부 직원' },
  description: {
    en: 'An employee of the supplier, acting for the accounts they are linked to.',
    es: 'Empleado del proveedor, que actúa por las cuentas a las que está vinculado.',
    pt: 'Funcionário do fornecedor, que atua pelas contas às quais está vinculado.',
    ko: '연결된 계정을 대신하여 업무를 처리하는 공급업체 직원입니다.',
  },
  perAccount: false,
};

export const KEY_OPTIONS: readonly PermissionSpec[] = [
  {
    code: 'create_new_user',
    label: { en: 'Create users', es: 'Crear usuarios', pt: 'Criar usuários', ko: '사용자 생성' },
    description: {
      en: 'Adds new users (with user management).',
      es: 'Agrega usuarios nuevos (con la administración de usuarios).',
      pt: 'Adiciona novos usuários (com a administração de usuários).',
      ko: '새 사용자를 추가합니다(사용자 관리 권한 필요).',
    },
    perAccount: false,
  },
  {
    code: 'user_reporting',
    label: {
      en: 'User reports',
      es: 'Informes de usuarios',
      pt: 'Relatórios de usuários',
      ko: '사용자 보고서',
    },
    description: {
      en: 'Exports the users list as CSV or XLSX.',
      es: 'Exporta la lista de usuarios como CSV o XLSX.',
      pt: 'Exporta a lista de usuários como CSV ou XLSX.',
      ko: '사용자 목록을 CSV 또는 XLSX로 내보냅니다.',
    },
    perAccount: false,
  },
  {
    code: 'view_invoices',
    label: { en: 'View invoices', es: 'Ver facturas', pt: 'Ver faturas', ko: '청구서 보기' },
    description: {
      en: 'Sees the invoices and statements of the account.',
      es: 'Ve las facturas y estados de cuenta de la cuenta.',
      pt: 'Vê as faturas e extratos da conta.',
      ko: '계정의 청구서와 명세서를 봅니다.',
    },
    perAccount: true,
  },
  {
    code: 'place_orders',
    label: { en: 'Place orders', es: 'Hacer pedidos', pt: 'Fazer pedidos', ko: '주문하기' },
    description: {
      en: 'Places orders for the account.',
      es: 'Hace pedidos para la cuenta.',
      pt: 'Faz pedidos para a conta.',
      ko: '계정으로 주문합니다.',
    },
    perAccount: true,
  },
];
