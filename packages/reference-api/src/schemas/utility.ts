import { Type, type Static } from 'typebox';

export const FeatureToggleList = Type.Object({
  toggles: Type.Record(Type.String(), Type.Boolean()),
});
export type FeatureToggleList = Static<typeof FeatureToggleList>;

export const Banner = Type.Object({
  id: Type.String(),
  message: Type.String(),
  startDate: Type.String(),
  startTime: Type.String(),
  endDate: Type.String(),
  endTime: Type.String(),
  timeZone: Type.String(),
  country: Type.String(),
  businessUnits: Type.Array(Type.String()),
});
export type Banner = Static<typeof Banner>;

export const BannerList = Type.Object({ banners: Type.Array(Banner) });
export type BannerList = Static<typeof BannerList>;

export const MarketConfig = Type.Object({
  country: Type.String(),
  lang: Type.String(),
  config: Type.Record(Type.String(), Type.Unknown()),
});
export type MarketConfig = Static<typeof MarketConfig>;
