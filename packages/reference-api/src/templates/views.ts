/** A template row and its lines as the contract's OrderTemplate. */
import type { OrderTemplate, PackageType } from '@anp/contract';
import { convertWeight, parseWeightUnit } from '@anp/rules';
import type { Lang } from '../accounts/caller';
import { MARKETS, type MarketCode } from '../markets';
import { countLabel } from '../products/views';
import type { TemplateLineRow, TemplateRow } from './queries';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toTemplate(
  row: TemplateRow,
  lines: readonly TemplateLineRow[],
  context: { market: MarketCode; lang: Lang; callerId: string },
): OrderTemplate {
  const weightUnit = MARKETS[context.market].productUnit;
  const total = lines.reduce((sum, l) => {
    const from = parseWeightUnit(l.weight_unit);
    return sum + (from ? convertWeight(l.net_weight, from, weightUnit) : 0);
  }, 0);
  return {
    templateId: row.id,
    name: row.name,
    shared: row.shared,
    owner: { name: row.owner_name, isCaller: row.user_id === context.callerId },
    lines: lines.map((l) => ({
      sku: l.sku,
      title: l.title,
      quantity: l.quantity,
      countLabel: countLabel(l.package_type as PackageType, context.lang),
    })),
    totalWeight: Math.round(total * 100) / 100,
    weightUnit,
    reminder:
      row.reminder_id === null || row.every_days === null
        ? null
        : {
            reminderId: row.reminder_id,
            everyDays: row.every_days,
            nextDueAt: row.next_due_at === null ? null : iso(row.next_due_at),
          },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
