import type { Category } from '../../../api/types';
import type { CatalogueFormProps } from './CatalogueForm';
import type { CatalogueValues } from './catalogueValues';

/**
 * SPEC §7 has no call that updates a category or a subcategory. The edit pages show the record in its form
 * and say plainly that saving is not possible, rather than inventing an endpoint (docs/decisions.md).
 */
const editBlockedText = (noun: 'category' | 'subcategory') =>
  `Changes cannot be saved yet: the server offers no way to update a ${noun}. The form shows its current values.`;

/** The save button of an edit page: labelled as a save, but disabled with the reason above. */
export const editBlockedFormProps = (
  noun: 'category' | 'subcategory',
): Pick<CatalogueFormProps, 'submitLabel' | 'submittingLabel' | 'saveBlockedReason' | 'onSubmit'> => ({
  submitLabel: 'Save Changes',
  submittingLabel: 'Saving...',
  saveBlockedReason: editBlockedText(noun),
  onSubmit: () => undefined,
});

/** A stored category or subcategory as form values (a subcategory adds its parent). */
export const storedFormValues = (record: Category): Partial<CatalogueValues> => ({
  name: record.name,
  slug: record.slug,
  description: record.description ?? '',
  icon: record.icon ?? '',
  sort_order: record.sort_order,
  is_featured: Boolean(record.is_featured),
  meta_title: record.meta_title ?? '',
  meta_description: record.meta_description ?? '',
  status: record.status,
});
