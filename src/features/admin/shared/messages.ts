/** The admin texts of SPEC §8, and how the transport failures of src/api/http.ts map onto them. */
import { bodyMessage, isApiError } from '../../../api/http';

export const TEXT = {
  loginFailed: 'Login failed',
  loginNetwork: 'Network error. Please try again.',
  loginSuccess: 'Login successful! Redirecting...',

  serverError: 'Server error: Please try again later',
  networkError: 'Network error: Unable to connect to server',
  unexpected: 'An unexpected error occurred. Please try again.',
  altNetwork: 'Network error occurred',

  addCategoryFailed: 'Failed to add category',
  addCategorySuccess: 'Category added successfully!',
  addSubcategoryFailed: 'Failed to add subcategory',
  addSubcategorySuccess: 'Subcategory added successfully!',

  fetchCategoriesFailed: 'Failed to fetch categories',
  loadCategoriesFailed: 'Failed to load categories',
  loadCategoriesError: 'Error loading categories',
  fetchSubcategoriesFailed: 'Failed to fetch subcategories',
  loadSubcategoriesError: 'Error loading subcategories',

  categoryDeleted: 'Category deleted successfully',
  deleteCategoryFailed: 'Failed to delete category',
  deleteCategoryError: 'An error occurred while deleting category',
  subcategoryDeleted: 'Subcategory deleted successfully',
  deleteSubcategoryFailed: 'Failed to delete subcategory',
  deleteSubcategoryError: 'Error deleting subcategory',
  statusUpdated: 'Status updated successfully',
  statusFailed: 'Failed to update status',
  statusError: 'Error updating status',

  categoryIdRequired: 'Category ID is required',
  fetchCategoryFailed: 'Failed to fetch category',
  categoryNotFound: 'Category not found',

  addServiceFailed: 'Failed to add service',
  addServiceSuccess: 'Service added successfully!',
} as const;

const isConnectionFailure = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

/**
 * Add category / subcategory (first version), SPEC §8: non-OK HTTP, connection failure, anything else.
 */
export function addFailureText(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') return TEXT.serverError;
  if (isConnectionFailure(error)) return TEXT.networkError;
  return TEXT.unexpected;
}

/** Add subcategory (second version): a non-OK answer is a server error, everything else 'Network error occurred'. */
export function altAddFailureText(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') return TEXT.serverError;
  return TEXT.altNetwork;
}

/** View pages: a connection failure says so; any other failure is the page's own "failed to fetch" text. */
export function viewFailureText(error: unknown, failed: string): string {
  return isConnectionFailure(error) ? TEXT.networkError : failed;
}

/** Add service: a non-OK answer shows its own message when it sent one; a network or parse failure says so. */
export function addServiceFailureText(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') return bodyMessage(error) ?? TEXT.addServiceFailed;
  return TEXT.altNetwork;
}
