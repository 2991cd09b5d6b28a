import { beforeAll, describe, expect, it } from 'vitest';
import { registeredNamespaces } from '@anp/core';
// Every package that registers strings, as in i18n-keys.test.ts.
import '@anp/ui';
import '@anp/shell';

import.meta.glob(['../../packages/*/src/**/i18n.ts', '../../host/src/**/i18n.ts'], { eager: true });

/**
 * One term per concept (issue 14 QA): a QA pass found one memo "Cancelado" in the orders list and
 * "Cancelada" on its tile, an order "Realizado" in the list and "Recibido" on its detail, "Tabela
 * de preços" beside "Lista de preços", and the menu's "Multi-species" and "CNS" beside the tiles'
 * "Multispecies" and "Nutrition System (CNS)". These checks find such pairs in every language.
 */

/** The languages checked besides English. */
const CHECKED_LANGUAGES = ['es', 'pt', 'ko'] as const;

/** Labels and short phrases (a term); longer strings are sentences, free to word things. */
const TERM_MAX_LENGTH = 40;

/**
 * English terms that name different things in different places, where Spanish or Portuguese must
 * use different words (mostly gender and number: an order is masculine, a memo, a case's invoice
 * or an account feminine). Each entry says why; keep the list short.
 */
const DIFFERENT_CONCEPTS: Record<string, string> = {
  added: 'products added to the cart (m.) vs an account added to a user (f.)',
  cancelled: 'an order (pedido, m.) vs a memo or an invoice (nota, factura/fatura, f.)',
  current: 'the ageing bucket not yet due (account balance) vs the account in use (selector tag)',
  invoiced: 'an order (pedido, m.) vs a memo (nota, f.)',
  open: 'a memo (nota, f.) vs a case (caso, m.)',
  new: 'an account (f.), the unread notifications (f. pl.) and a case (m.)',
  none: 'no product (m.) vs no date or note (f.)',
  created: 'how many users a bulk upload created (pl.) vs one change in a history (sg.)',
  updated: 'how many users a bulk upload updated (pl.) vs one change in a history (sg.)',
  internal: 'a user type (usuario, m.) vs a kind of account (cuenta/conta, f.)',
  dismiss: 'closing a notice on the page vs discarding a notification for good',
  unit: 'the "each" package kind (a piece) vs the unit of measure column',
  '{{weight}} each': 'a cart line weight per unit vs the "each" package kind',
};

/** Plural forms of one key (i18next `_one`, `_other`, ...) differ by design. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Flat = Map<string, string>;

function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

interface Place {
  key: string;
  text: Record<string, string>;
}

/** Every string of every namespace, as `ns:key` with its text in each language. */
function everyString(): Place[] {
  const places: Place[] = [];
  for (const [ns, bundle] of registeredNamespaces()) {
    const langs = bundle as unknown as Record<string, unknown>;
    const flat = Object.fromEntries(
      ['en', ...CHECKED_LANGUAGES].map((lang) => [lang, flatten(langs[lang])]),
    );
    for (const [key, en] of flat.en ?? new Map<string, string>()) {
      const text: Record<string, string> = { en };
      for (const lang of CHECKED_LANGUAGES) text[lang] = flat[lang]?.get(key) ?? '';
      places.push({ key: `${ns}:${key}`, text });
    }
  }
  return places;
}

/**
 * Pairs of places whose English term is the same and whose translation differs: for each
 * language, "lang "term": ns:key=text | ns:key=text".
 */
function termConflicts(places: readonly Place[], allowed: Record<string, string>): string[] {
  const groups = new Map<string, Place[]>();
  for (const place of places) {
    const en = place.text.en ?? '';
    if (en.length > TERM_MAX_LENGTH || PLURAL.test(place.key)) continue;
    const term = en.trim().toLowerCase();
    groups.set(term, [...(groups.get(term) ?? []), place]);
  }
  const conflicts: string[] = [];
  for (const [term, group] of groups) {
    if (group.length < 2 || term in allowed) continue;
    for (const lang of CHECKED_LANGUAGES) {
      const words = new Set(group.map((p) => (p.text[lang] ?? '').trim().toLowerCase()));
      if (words.size > 1)
        conflicts.push(
          `${lang} "${term}": ${group.map((p) => `${p.key}=${p.text[lang] ?? ''}`).join(' | ')}`,
        );
    }
  }
  return conflicts;
}

/**
 * The portal's features and asset pages as the menu names them (shell:nav.<id>,
 * shell:species.<id>) and as their tiles and pages do.
 */
function featureNames(places: readonly Place[]): string[] {
  const byKey = new Map(places.map((p) => [p.key, p.text]));
  const conflicts: string[] = [];
  for (const place of places) {
    const id = /^shell:(?:nav|species)\.(\w+)$/.exec(place.key)?.[1];
    if (!id) continue;
    // (host:features.<id> are phrases of a sentence, "The dashboard", not the feature's name.)
    const elsewhere = [
      `host-assets:species.${id}.name`,
      `host-assets:${id}.name`,
      `host-dashboard:tiles.${id}.title`,
    ];
    for (const other of elsewhere) {
      const text = byKey.get(other);
      if (!text) continue;
      for (const lang of ['en', ...CHECKED_LANGUAGES])
        if ((text[lang] ?? '') !== (place.text[lang] ?? ''))
          conflicts.push(`${lang} ${place.key}=${place.text[lang]} | ${other}=${text[lang]}`);
    }
  }
  return conflicts;
}

describe('given every string of the kit and the host', () => {
  // Read at test time: the setup file has loaded the on-demand languages by then.
  let places: Place[] = [];
  beforeAll(() => {
    places = everyString();
  });

  it('reads enough strings to judge', () => {
    expect(places.length).toBeGreaterThan(1000);
    expect(places.some((p) => p.key === 'host-assets:species.multispecies.name')).toBe(true);
  });

  it('translates one English term the same way everywhere, in every language', () => {
    expect(termConflicts(places, DIFFERENT_CONCEPTS)).toEqual([]);
  });

  it('names each feature in the menu as its tile and its page do', () => {
    expect(featureNames(places)).toEqual([]);
  });

  it("says a memo's status in the orders list as the memo's tile does", () => {
    const byKey = new Map(places.map((p) => [p.key, p.text]));
    const differ: string[] = [];
    for (const status of ['Open', 'Invoiced', 'Cancelled']) {
      const list = byKey.get(`orders:memoStatus.${status.toLowerCase()}`);
      const tile = byKey.get(`memoTile:status.${status}`);
      expect(list && tile).toBeTruthy();
      for (const lang of ['en', ...CHECKED_LANGUAGES])
        if (list?.[lang] !== tile?.[lang])
          differ.push(`${lang} ${status}: ${list?.[lang]} | ${tile?.[lang]}`);
    }
    expect(differ).toEqual([]);
  });

  it('keeps the list of different concepts to terms that still occur more than once', () => {
    const unused = Object.keys(DIFFERENT_CONCEPTS).filter(
      (term) => places.filter((p) => (p.text.en ?? '').trim().toLowerCase() === term).length < 2,
    );
    expect(unused).toEqual([]);
  });
});

describe('given two places with one English term', () => {
  it('reports the pair whose translations differ, and not an allowed one', () => {
    const at = (key: string, en: string, es: string): Place => ({
      key,
      text: { en, es, pt: es },
    });
    const places = [
      at('orders:status.placed', 'Placed', 'Realizado'),
      at('orderDetail:status.Placed', 'Placed', 'Recibido'),
      at('a:x', 'Cancelled', 'Cancelado'),
      at('b:y', 'Cancelled', 'Cancelada'),
    ];
    expect(termConflicts(places, { cancelled: 'gender' })).toEqual([
      'es "placed": orders:status.placed=Realizado | orderDetail:status.Placed=Recibido',
      'pt "placed": orders:status.placed=Realizado | orderDetail:status.Placed=Recibido',
    ]);
  });
});
