/** The admin texts, and how the transport failures of src/api/http.ts map onto them. */
import { isConnectionFailure, isHttpError, messageOf, type Failure } from '../../../api/outcome';

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

/** Add category / subcategory (first version). */
export function addFailureText(failure: Failure): string {
  if (isHttpError(failure)) return TEXT.serverError;
  if (isConnectionFailure(failure)) return TEXT.networkError;
  return TEXT.unexpected;
}

/** Add subcategory (second version): a non-OK answer is a server error, everything else 'Network error occurred'. */
export function altAddFailureText(failure: Failure): string {
  return isHttpError(failure) ? TEXT.serverError : TEXT.altNetwork;
}

/** Add service: a non-OK answer shows its own message when it sent one; a network or parse failure says so. */
export function addServiceFailureText(failure: Failure): string {
  return isHttpError(failure) ? (messageOf(failure) ?? TEXT.addServiceFailed) : TEXT.altNetwork;
}
