import type { Category } from '../../../api/types';
import type { CatalogueFormProps } from './CatalogueForm';
import type { CatalogueValues } from './catalogueValues';

/** The server has no update call: the edit pages say so rather than invent an endpoint (docs/decisions.md). */
const editBlockedText = (noun: 'category' | 'subcategory') =>
  `Changes cannot be saved yet: the server offers no way to update a ${noun}. The form shows its current values.`;

export const editBlockedFormProps = (
  noun: 'category' | 'subcategory',
): Pick<CatalogueFormProps, 'submitLabel' | 'submittingLabel' | 'saveBlockedReason' | 'onSubmit'> => ({
  submitLabel: 'Save Changes',
  submittingLabel: 'Saving...',
  saveBlockedReason: editBlockedText(noun),
  onSubmit: () => undefined,
});

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
