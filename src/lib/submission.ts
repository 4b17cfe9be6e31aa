/** Each file a part of its own, the rest one JSON part: an action reads back exactly the values its form had. */
const VALUES = 'values';
const isFile = (value: unknown): value is File =>
  typeof value === 'object' && value !== null && 'name' in value && 'arrayBuffer' in value;

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

/** `fileLists` names the parts that hold a list of files rather than one file. */
export function fromSubmission<T>(form: FormData, fileLists: readonly string[] = []): T {
  const values = JSON.parse(String(form.get(VALUES) ?? '{}')) as Record<string, unknown>;
  for (const key of new Set(form.keys())) {
    if (key === VALUES) continue;
    const files = form.getAll(key).filter(isFile);
    values[key] = fileLists.includes(key) ? files : (files[0] ?? null);
  }
  return values as T;
}

export async function readSubmission<T>(request: Request, fileLists: readonly string[] = []): Promise<T> {
  if ((request.headers.get('Content-Type') ?? '').includes('multipart/form-data'))
    return fromSubmission<T>(await request.formData(), fileLists);
  return (await request.json()) as T;
}
