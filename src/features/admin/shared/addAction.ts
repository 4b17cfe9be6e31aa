/**
 * The add forms write through their route's `action` (SPEC §7, §8): the page submits the form's values with a
 * fetcher as a multipart body (files as file parts, everything else as one JSON part), the action reads them
 * back, hands them to the api function, which builds the §7 body as before, and answers with the page's notice.
 * Adding a record changes nothing an add page reads, so its loader is not run again (`keepReads`).
 */
import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { StatusMessage } from '../../../api/types';
import type { Notice } from '../../../components/AutoDismissAlert';

/** What an add action answers: its notice, and whether the record was saved (the page then starts a new form). */
export interface AddResult {
  notice: Notice;
  saved: boolean;
}

interface AddTexts {
  /** Said when it worked and the server sent no message (or `serverSuccess` is false). */
  added: string;
  /** Said when the server refused without a message. */
  failed: string;
  /** Said when the call failed (§8 maps the transport failures differently on each page). */
  caught: (error: unknown) => string;
  /** Whether the server's message is preferred to `added` (categories, subcategories) or not (services). */
  serverSuccess: boolean;
}

export async function addResult(call: () => Promise<StatusMessage>, texts: AddTexts): Promise<AddResult> {
  try {
    const response = await call();
    if (response.status === 'success') {
      const text = (texts.serverSuccess && response.message) || texts.added;
      return { notice: { variant: 'success', text }, saved: true };
    }
    return { notice: { variant: 'danger', text: response.message || texts.failed }, saved: false };
  } catch (error) {
    return { notice: { variant: 'danger', text: texts.caught(error) }, saved: false };
  }
}

const VALUES = 'values';
const isFile = (value: unknown): value is File =>
  typeof value === 'object' && value !== null && 'name' in value && 'arrayBuffer' in value;

/** A form's values as a submission: each file (or each file of a list) a part of its own, the rest one JSON part. */
export function toSubmission(values: object): FormData {
  const form = new FormData();
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (isFile(value)) form.append(key, value);
    else if (Array.isArray(value) && value.length > 0 && value.every(isFile))
      value.forEach((file) => form.append(key, file));
    else rest[key] = value;
  }
  form.append(VALUES, JSON.stringify(rest));
  return form;
}

/** The values `toSubmission` sent; `fileLists` names the parts that hold a list of files rather than one file. */
export function fromSubmission<T>(form: FormData, fileLists: readonly string[] = []): T {
  const values = JSON.parse(String(form.get(VALUES) ?? '{}')) as Record<string, unknown>;
  for (const key of new Set(form.keys())) {
    if (key === VALUES) continue;
    const files = form.getAll(key).filter(isFile);
    values[key] = fileLists.includes(key) ? files : (files[0] ?? null);
  }
  return values as T;
}

/** An add page's reads (its option lists) stay as they are after a submission: adding a record does not change them. */
export const keepReads = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean =>
  formMethod !== undefined && formMethod.toUpperCase() !== 'GET' ? false : defaultShouldRevalidate;
