import { useState } from 'react';
import { formatNumber, loadNamespace, useKitContext, useKitTranslation } from '@anp/core';
import type { Product } from '@anp/core/services/cart';
import type { QuantityRules } from '@anp/rules/cart';
import { ROW_NS } from './i18n';
import type * as RuleWordsModule from './rule-words.lazy';
import { packageFacts, weightDigits, type RuleFact, type ShownWeight } from '../model/catalogue';
import type { EntryProblem } from '../model/entry';

type T = ReturnType<typeof useKitTranslation>['t'];

/** A count in the market's format: whole numbers without decimals, others with two. */
export const countText = (n: number, country: string) =>
  formatNumber(n, country, Number.isInteger(n) ? 0 : 2);

function weightText(w: ShownWeight, country: string, t: T): string {
  return `${formatNumber(w.value, country, weightDigits(w.value))} ${t(`unit.${w.unit}`)}`;
}

/** "50 lb bag", "Caja de 12 x 1 kg", "Bulk, sold by the ton", and the weights beside them. */
export function packageTexts(product: Product, country: string, t: T): string[] {
  const facts = packageFacts(product, country);
  if (facts.perTon) {
    return [t('pack.bulk')];
  }
  const weight = facts.inner
    ? t('inner', { count: facts.inner.count, weight: weightText(facts.inner.weight, country, t) })
    : weightText(facts.unitWeight, country, t);
  const texts = [t(`pack.${facts.packageType}`, { weight })];
  if (facts.inner) texts.push(weightText(facts.unitWeight, country, t));
  if (facts.marketWeight) {
    const { value, unit } = facts.marketWeight;
    texts.push(
      t('marketWeight', { weight: `${formatNumber(value, country, 2)} ${t(`unit.${unit}`)}` }),
    );
  }
  return texts;
}

/** A quantity rule in words: "Full pallets only: 40 bags", "Minimum 10, in steps of 5". */
export function ruleText(fact: RuleFact, unit: string, country: string, t: T): string {
  switch (fact.kind) {
    case 'palletOnly':
      return fact.perPallet > 1
        ? t('rule.palletOnly', { count: countText(fact.perPallet, country), unit })
        : t('rule.palletOnlySingle');
    case 'perPallet':
      return t('rule.perPallet', { count: countText(fact.perPallet, country), unit });
    case 'minimumInSteps':
      return t('rule.minimumInSteps', {
        minimum: countText(fact.minimum, country),
        step: countText(fact.step, country),
      });
    case 'multiples':
      return t('rule.multiples', { step: countText(fact.step, country) });
    case 'minimum':
      return t('rule.minimum', { minimum: countText(fact.minimum, country), unit });
  }
}

type RuleWords = typeof RuleWordsModule;
let ruleWords: RuleWords | null = null;
let loadingRuleWords: Promise<RuleWords> | null = null;

/**
 * Loads the cart's rule messages and their wording (a chunk of their own, docs/decisions.md
 * "Issue 13: lighter first views"): a row asks for them when its entry takes focus, so they are
 * there before its problem can show (when the entry is left or Add pressed).
 */
export function loadRuleWords(lang: string): Promise<RuleWords> {
  loadingRuleWords ??= import('./rule-words.lazy').then((m) => (ruleWords = m));
  return loadingRuleWords.then(async (m) => {
    await loadNamespace(m.RULES_NS, lang as Parameters<typeof loadNamespace>[1]).catch(() => {});
    return m;
  });
}

/**
 * The words of an entry problem: the cart's rule messages, or the entry's own two. A rule
 * problem shown before the rule words arrived (the entry never had focus) renders them once
 * they did.
 */
export function useProblemText() {
  const { t } = useKitTranslation(ROW_NS);
  const { lang, i18n } = useKitContext();
  const [, setLoaded] = useState(ruleWords !== null);
  return (problem: EntryProblem, quantityRules: QuantityRules): string => {
    if (problem === 'NOT_A_NUMBER') return t('notANumber');
    if (problem === 'EMPTY') return t('enterQuantity');
    if (!ruleWords) {
      void loadRuleWords(lang).then(() => setLoaded(true));
      return '';
    }
    return ruleWords.ruleProblemText(
      problem,
      quantityRules,
      i18n.getFixedT(lang, ruleWords.RULES_NS),
    );
  };
}
