import type { KeyboardEvent } from 'react';
import { Select, TextField } from '@anp/ui/fields';
import { ClearIcon } from '@anp/ui/line-icons';
import { MAX_LOTS, MAX_LOT_LENGTH, lineFieldId, type LineField, type ProductLine } from './model';
import { useComplaintFields, type ComplaintSectionProps } from './use-complaint-fields';
import { useComplaintMessages } from './use-complaint-messages';
import * as S from './complaint-modal.styles';

/**
 * One selected product (ordering.md §3 Complaint product line): affected bags for bagged
 * products, quantity and unit, and up to five lot numbers added one at a time (§5).
 */
export function ProductLineEditor({
  c,
  baseId,
  line,
}: ComplaintSectionProps & { line: ProductLine }) {
  const { t, packageText } = useComplaintMessages();
  const field = useComplaintFields(c, baseId);
  const name = line.productName;
  const headingId = `${baseId}-line-${line.productId}-heading`;
  const units = c.data.options?.unitsOfMeasure ?? [];
  const refusalId = `${baseId}-line-${line.productId}-refusal`;
  const countId = `${baseId}-line-${line.productId}-lots`;
  /** A field of this line, named by its label and the product ("Quantity, Calf …"): each line
   * repeats the same labels. The fields' labels have the id `<control id>-label`. */
  const lineField = (f: LineField | 'lotInput') => {
    const wiring = field(lineFieldId(line.productId, f));
    return { ...wiring, 'aria-labelledby': `${wiring.id}-label ${headingId}` };
  };
  const set = (f: LineField, value: string) =>
    c.dispatch({ type: 'setLine', productId: line.productId, field: f, value });
  const addLot = () => c.dispatch({ type: 'addLot', productId: line.productId });
  const onLotKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      addLot();
    }
  };

  return (
    <S.Line aria-labelledby={headingId}>
      <div>
        <h4 id={headingId}>{name}</h4>
        <S.Muted>
          {t('line.sku', { sku: line.productId })} · {packageText(line.packageType)}
        </S.Muted>
      </div>
      <S.LineFields>
        {line.acceptedBag && (
          <TextField
            {...lineField('affectedBag')}
            label={t('line.affectedBag')}
            required
            inputMode="numeric"
            autoComplete="off"
            value={line.affectedBag}
            onValueChange={(value) => set('affectedBag', value)}
          />
        )}
        <TextField
          {...lineField('qty')}
          label={t('line.qty')}
          required
          inputMode="decimal"
          autoComplete="off"
          value={line.qty}
          onValueChange={(value) => set('qty', value)}
        />
        <Select
          {...lineField('unitOfMeasure')}
          label={t('line.unit')}
          required
          placeholder={t('line.unitChoose')}
          options={units.map((u) => ({ value: u.code, label: u.label }))}
          value={line.unitOfMeasure}
          onValueChange={(value) => set('unitOfMeasure', value)}
        />
      </S.LineFields>

      <S.Lots>
        <TextField
          {...lineField('lotInput')}
          label={t('line.lots')}
          hint={t('line.lotsHint', { max: MAX_LOTS })}
          // The count and a refusal are read with the field, before its own error.
          aria-describedby={[countId, line.lotRefusal ? refusalId : null].filter(Boolean).join(' ')}
          autoComplete="off"
          maxLength={MAX_LOT_LENGTH * 2}
          value={line.lotInput}
          onValueChange={(value) =>
            c.dispatch({ type: 'setLotInput', productId: line.productId, value })
          }
          onKeyDown={onLotKey}
          suffix={
            <S.AddLot
              variant="secondary"
              aria-label={t('line.addLotLabel', { name })}
              onClick={addLot}
            >
              {t('line.addLot')}
            </S.AddLot>
          }
        />
        {line.lotRefusal && (
          <S.Refusal id={refusalId} role="alert">
            {t(`line.lotRefusal.${line.lotRefusal}`, {
              max: line.lotRefusal === 'limit' ? MAX_LOTS : MAX_LOT_LENGTH,
            })}
          </S.Refusal>
        )}
        <S.Hint id={countId}>
          {t('line.lotCount', { count: line.lotNumbers.length, max: MAX_LOTS })}
        </S.Hint>
        {line.lotNumbers.length > 0 && (
          <S.Chips aria-label={t('line.lots')}>
            {line.lotNumbers.map((lotNumber, index) => (
              <S.Chip key={lotNumber}>
                <span>{lotNumber}</span>
                <S.ChipRemove
                  type="button"
                  aria-label={t('line.removeLot', { lot: lotNumber })}
                  onClick={() =>
                    c.dispatch({ type: 'removeLot', productId: line.productId, index })
                  }
                >
                  <ClearIcon size={16} />
                </S.ChipRemove>
              </S.Chip>
            ))}
          </S.Chips>
        )}
      </S.Lots>
    </S.Line>
  );
}
