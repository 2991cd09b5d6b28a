import { Select } from '@anp/ui/fields';
import { useComplaintFields, type ComplaintSectionProps } from './use-complaint-fields';
import { useComplaintMessages } from './use-complaint-messages';
import * as S from './complaint-modal.styles';

/** Plant, category and sub-category (ordering.md §4: a new category resets the sub-category). */
export function PlantSection({ c, baseId }: ComplaintSectionProps) {
  const { t } = useComplaintMessages();
  const field = useComplaintFields(c, baseId);
  const headingId = `${baseId}-plant-heading`;
  const categories = c.data.configurations?.categories ?? [];
  const chosen = categories.find((cat) => cat.code === c.form.category);
  return (
    <S.Section part="section" aria-labelledby={headingId}>
      <h3 part="section-heading" id={headingId}>
        {t('sections.plant')}
      </h3>
      <Select
        {...field('plant')}
        label={t('fields.plant')}
        required
        placeholder={t('fields.plantChoose')}
        options={(c.data.plants?.plants ?? []).map((p) => ({
          value: p.id,
          label: p.city ? `${p.name} (${p.city})` : p.name,
        }))}
        value={c.form.plant}
        onValueChange={(plant) => c.dispatch({ type: 'setPlant', plant })}
      />
      <S.Row>
        <Select
          {...field('category')}
          label={t('fields.category')}
          required
          placeholder={t('fields.categoryChoose')}
          options={categories.map((cat) => ({ value: cat.code, label: cat.label }))}
          value={c.form.category}
          onValueChange={(category) => c.dispatch({ type: 'setCategory', category })}
        />
        {/* Kept focusable without a category (a disabled select would drop out of the Tab order
            and its error could not take focus on Submit). */}
        <Select
          {...field('subCategory')}
          label={t('fields.subCategory')}
          required
          placeholder={chosen ? t('fields.subCategoryChoose') : t('fields.subCategoryFirst')}
          options={(chosen?.subCategories ?? []).map((sub) => ({
            value: sub.code,
            label: sub.label,
          }))}
          value={c.form.subCategory}
          onValueChange={(subCategory) => c.dispatch({ type: 'setSubCategory', subCategory })}
        />
      </S.Row>
    </S.Section>
  );
}
