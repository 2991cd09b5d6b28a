/**
 * The unit a new product line starts with (decision: the unit the product is packed in when the
 * options offer it, so a bagged product starts in bags; else none, and the user chooses).
 */
export function defaultUnitFor(
  product: { packageType: string },
  units: readonly { code: string; label: string }[],
): string {
  const packaging = product.packageType.trim().toLowerCase();
  if (packaging === '') return '';
  // Plural or singular, code or label: "bag" is the unit BAG, "boxes" the unit labelled "Box".
  const forms = (text: string) => {
    const t = text.trim().toLowerCase();
    return [t, t.replace(/s$/, ''), t.replace(/es$/, '')];
  };
  const wanted = new Set(forms(packaging));
  const match = units.find((u) => [...forms(u.code), ...forms(u.label)].some((f) => wanted.has(f)));
  return match?.code ?? '';
}
