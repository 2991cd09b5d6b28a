import { memo, useId, useState } from 'react';
import {
  formatDisplayDate,
  formatPrice,
  useErrorMessage,
  useKitContext,
  useKitTranslation,
} from '@anp/core';
import type { CartLineInput, Product } from '@anp/core/services/cart';
import { ROW_NS } from './i18n';
import { StarIcon } from '../star-icon';
import { packageFacts, ruleFacts } from '../model/catalogue';
import type { Entry } from '../model/entry';
import type { BuilderView } from '../model/views';
import type { RecentInfo, RowState } from '../use-order-builder';
import type { HeadingLevel } from '../order-builder.view';
import { ProductEntry } from './product-row.entry.view';
import { countText, packageTexts, ruleText } from './product-wording';
import * as S from './product-row.styles';

export interface ProductRowProps {
  view: BuilderView;
  product: Product & Partial<RecentInfo>;
  state: RowState;
  canAdd: boolean;
  headingLevel: HeadingLevel;
  onEntry(view: BuilderView, product: Product, change: (entry: Entry | null) => Entry): void;
  onFavourite(product: Product): void;
  /** `unit` names the count in the announcement ("20 bags", "1 tote"). */
  onAdd(view: BuilderView, product: Product, line: CartLineInput, unit: string): Promise<boolean>;
}

/**
 * One product of the builder: picture, title, SKU and form code, package and weight, the pallet
 * and quantity rules in words, the favourite star, and the order entry (`ProductEntry`).
 */
export const ProductRow = memo(ProductRowImpl, sameRow);

/** Typing in one row re-renders that row only: the others' props and state are unchanged. */
function sameRow(a: ProductRowProps, b: ProductRowProps): boolean {
  for (const key of Object.keys(a) as (keyof ProductRowProps)[]) {
    if (key === 'state') continue;
    if (a[key] !== b[key]) return false;
  }
  const x = a.state;
  const y = b.state;
  return (
    x.entry === y.entry &&
    x.adding === y.adding &&
    x.addError === y.addError &&
    x.favourite === y.favourite &&
    x.favouriteError === y.favouriteError &&
    x.inCart === y.inCart
  );
}

function ProductRowImpl(props: ProductRowProps) {
  const { product, state } = props;
  const { t } = useKitTranslation(ROW_NS);
  const { country, lang } = useKitContext();
  const reason = useErrorMessage();
  const id = useId();
  const titleId = `${id}-title`;
  const rulesId = `${id}-rules`;
  const [imageFailed, setImageFailed] = useState(false);

  const unit = product.countLabel;
  // The catalogue names the count in the plural ("bags"); one of it gets the singular.
  const unitOf = (n: number) => (n === 1 ? t(`one.${product.packageType}`) : unit);
  const image = product.images[0];
  const price = product.listPrice > 0 ? formatPrice(product.listPrice, country) : null;
  const facts = packageFacts(product, country);

  const Title = S.Title;
  return (
    <S.Row part="card" aria-labelledby={titleId}>
      <S.Thumb>
        {image && !imageFailed ? (
          <img
            src={image.renditions.thumbnail}
            alt={image.alt}
            width={80}
            height={80}
            loading="lazy"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <span>{t('imageMissing')}</span>
        )}
      </S.Thumb>

      <S.Info>
        <S.TitleLine>
          <Title part="card-heading" as={`h${props.headingLevel}`} id={titleId}>
            {product.title}
          </Title>
          <S.Star
            part="icon-button favourite"
            type="button"
            aria-pressed={state.favourite}
            aria-label={t('favourite', { product: product.title })}
            onClick={() => props.onFavourite(product)}
          >
            <StarIcon filled={state.favourite} />
          </S.Star>
        </S.TitleLine>
        <S.Meta>
          {t('sku', { sku: product.sku })} · {t('formCode', { code: product.formCode })}
        </S.Meta>
        <S.Facts>
          {packageTexts(product, country, t).map((text) => (
            <S.Fact key={text}>{text}</S.Fact>
          ))}
          {price && <S.Fact>{t('listPrice', { price })}</S.Fact>}
        </S.Facts>
        <S.Facts id={rulesId}>
          {ruleFacts(product).map((fact) => (
            <S.Fact key={fact.kind} $tone="rule">
              {ruleText(fact, unit, country, t)}
            </S.Fact>
          ))}
          {facts.boxCount !== null && (
            <S.Fact $tone="rule">{t('boxCounts', { count: facts.boxCount })}</S.Fact>
          )}
        </S.Facts>
        {product.lastOrderedDate && product.lastQuantity !== undefined && (
          <S.Note>
            {t('lastOrdered', {
              date: formatDisplayDate(product.lastOrderedDate, lang),
              quantity: countText(product.lastQuantity, country),
              unit: unitOf(product.lastQuantity),
            })}
          </S.Note>
        )}
        {state.favouriteError && (
          <S.RowProblem role="alert">
            {t('favouriteFailed', { reason: reason(state.favouriteError) })}
          </S.RowProblem>
        )}
      </S.Info>

      <ProductEntry
        view={props.view}
        product={product}
        state={state}
        canAdd={props.canAdd}
        titleId={titleId}
        rulesId={rulesId}
        unitOf={unitOf}
        onEntry={props.onEntry}
        onAdd={props.onAdd}
      />
    </S.Row>
  );
}
