import { Type, type Static } from 'typebox';

export const CartFetchQuery = Type.Object({
  itemCount: Type.Optional(Type.Boolean()),
});

/** `cart/fetch?itemCount=true` (shell-and-admin.md §7): the open cart's id and line count. */
export const CartCount = Type.Object({
  encCartid: Type.Union([Type.String(), Type.Null()]),
  cartCount: Type.Integer({ minimum: 0 }),
});
export type CartCount = Static<typeof CartCount>;
