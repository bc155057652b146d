import {
  type StaffTalentHuntCategory,
  type TalentHuntCategoryCreateBody,
  talentHuntCategoryCreateBody,
} from '@tarang/contracts';
import { staffTalentCategories } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { useStaff } from '../context';
import styles from '../ui/console.module.css';
import { FormPage, FormSection } from '../ui/FormPage';
import { TextArea, TextInput } from '../ui/fields';
import { DeleteItem, ItemLoader } from '../ui/ItemPage';
import { useConsoleForm } from '../ui/useConsoleForm';
import { useItemForm, useResetOnVersion } from '../ui/useItemForm';
import { CATEGORIES_PATH } from './paths';

const ORDER = ['name', 'description', 'sortOrder'] as const;

const valuesOf = (category: StaffTalentHuntCategory | undefined): TalentHuntCategoryCreateBody => ({
  name: category?.name ?? '',
  description: category?.description ?? '',
  sortOrder: category?.sortOrder ?? 0,
});

/** …/categories/new and …/categories/{id}: one category, for network admins (editors only read the list). */
export function CategoryForm() {
  const me = useStaff();
  if (me.role !== 'admin') {
    return (
      <section className={styles.section} aria-labelledby="form-title">
        <Link className={styles.backLink} to={CATEGORIES_PATH}>
          ← Talent-hunt categories
        </Link>
        <h1 id="form-title" className={styles.pageTitle}>
          Network admins only
        </h1>
        <p>Talent-hunt categories are the whole network’s: only a network admin changes them.</p>
      </section>
    );
  }
  return (
    <ItemLoader endpoint={staffTalentCategories.item} what="This category" skeletonLines={6}>
      {(category, onReload) => <CategoryFields category={category} onReload={onReload} />}
    </ItemLoader>
  );
}

function CategoryFields({
  category,
  onReload,
}: {
  category?: StaffTalentHuntCategory;
  onReload: () => void;
}) {
  const form = useConsoleForm(talentHuntCategoryCreateBody, ORDER, valuesOf(category));
  const { register, messageFor } = form;
  const page = useItemForm({
    routes: staffTalentCategories,
    listPath: CATEGORIES_PATH,
    noun: 'category',
    onReload,
  });
  useResetOnVersion(form.reset, category, () => valuesOf(category));

  const onSubmit = form.submit(async (values) => {
    const body = category ? form.changed(values) : values;
    await page.save(category, body, form.serverMessage);
  });

  const entries = category?.entries ?? 0;
  return (
    <FormPage
      title={category ? category.name : 'New category'}
      back={{ to: CATEGORIES_PATH, label: 'Talent-hunt categories' }}
      onSubmit={onSubmit}
      {...page.frame}
      meta={
        category && (
          <p className={styles.hint}>
            {entries === 0
              ? 'No entries have been sent in this category yet.'
              : `${entries} ${entries === 1 ? 'entry has' : 'entries have'} been sent in this category.`}
          </p>
        )
      }
      deleteControl={
        category && (
          <DeleteItem noun="category" title={category.name} onConfirm={() => page.remove(category)}>
            <p>
              {entries > 0
                ? 'Entries were sent in this category, so it cannot be deleted while they are kept.'
                : 'Listeners will no longer be able to choose it. This cannot be undone.'}
            </p>
          </DeleteItem>
        )
      }
    >
      <FormSection title="The category">
        <TextInput
          label="Name"
          maxLength={60}
          hint="What listeners choose when they send an entry, e.g. “Singing”."
          error={messageFor('name')}
          {...register('name')}
        />
        <TextInput
          label="Order"
          type="number"
          inputMode="numeric"
          min={0}
          max={9999}
          step={1}
          hint="Listeners see the categories by this number, smallest first."
          error={messageFor('sortOrder')}
          {...register('sortOrder', { valueAsNumber: true })}
        />
        <TextArea
          label="Description"
          maxLength={300}
          hint="A line on what fits this category (optional)."
          error={messageFor('description')}
          {...register('description')}
        />
      </FormSection>
    </FormPage>
  );
}
