import {
  type StaffTalentHuntCategory,
  type TalentHuntCategoryCreateBody,
  talentHuntCategoryCreateBody,
} from '@tarang/contracts';
import { staffTalentCategories } from '@tarang/contracts/staff-endpoints';
import { Link, useLocation, useParams } from 'react-router';
import { TextSkeleton } from '../../../shared/ui/states';
import { byId, useStaffItem } from '../api';
import { useStaff } from '../context';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import styles from '../ui/console.module.css';
import { FormPage, FormSection } from '../ui/FormPage';
import { TextArea, TextInput } from '../ui/fields';
import { LoadProblem } from '../ui/LoadProblem';
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
  const { id } = useParams();
  const categoryId = id ? Number(id) : undefined;
  const item = useStaffItem(staffTalentCategories.item, byId(me.role === 'admin' ? categoryId : undefined));
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
  if (categoryId !== undefined && item.isPending) return <TextSkeleton lines={6} />;
  if (item.isError)
    return <LoadProblem error={item.error} what="This category" onRetry={() => void item.refetch()} />;
  return <CategoryFields category={item.data} onReload={() => void item.refetch()} />;
}

function CategoryFields({
  category,
  onReload,
}: {
  category?: StaffTalentHuntCategory;
  onReload: () => void;
}) {
  const created = (useLocation().state as { created?: boolean } | null)?.created;
  const form = useConsoleForm(talentHuntCategoryCreateBody, ORDER, valuesOf(category));
  const { register, messageFor } = form;
  const page = useItemForm({
    routes: staffTalentCategories,
    listPath: CATEGORIES_PATH,
    noun: 'category',
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
      saving={page.saving}
      notice={page.notice ?? (created ? { tone: 'success', text: 'Category created.' } : null)}
      meta={
        category && (
          <p className={styles.hint}>
            {entries === 0
              ? 'No entries have been sent in this category yet.'
              : `${entries} ${entries === 1 ? 'entry has' : 'entries have'} been sent in this category.`}
          </p>
        )
      }
      conflict={
        page.conflict
          ? {
              message:
                'Someone else saved this category in the meantime. Reload to see their changes, then make yours again.',
              onReload: () => {
                page.clearConflict();
                onReload();
              },
            }
          : null
      }
      deleteControl={
        category && (
          <ConfirmDialog
            trigger="Delete category"
            title={`Delete “${category.name}”?`}
            confirm="Delete category"
            onConfirm={() => page.remove(category)}
          >
            <p>
              {entries > 0
                ? 'Entries were sent in this category, so it cannot be deleted while they are kept.'
                : 'Listeners will no longer be able to choose it. This cannot be undone.'}
            </p>
          </ConfirmDialog>
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
