/**
 * SPEC §7 has no call that updates a category or a subcategory. The edit pages show the record in its form
 * and say plainly that saving is not possible, rather than inventing an endpoint (docs/decisions.md).
 */
export const editBlockedText = (noun: 'category' | 'subcategory') =>
  `Changes cannot be saved yet: the server offers no way to update a ${noun}. The form shows its current values.`;
