import { useFormikContext } from 'formik';
import { ACCEPT_IMAGES } from '../../../lib/fileTypes';
import type { fieldErrors } from '../../../components/form/fieldErrors';

interface ImageFieldProps<N extends string> {
  /** The input's id; its hint is `${id}-hint`. */
  id: string;
  /** The Formik value: one File (or null), or with `multiple` a list of files. */
  name: N;
  label: string;
  hint: string;
  multiple?: boolean;
  field: ReturnType<typeof fieldErrors<Record<N, unknown>>>;
  /** The chosen files, for the form's preview (see useFilePreviews). */
  onChoose: (files: File[]) => void;
}

/**
 * The image upload of the admin forms (category, subcategory, service main image and gallery): accepts images,
 * stores the choice in the form, checks it at once and hands it to the preview. A saved form starts over as a
 * new one (the page remounts it), which also empties the input.
 */
export function ImageField<N extends string>({ id, name, label, hint, multiple, field, onChoose }: ImageFieldProps<N>) {
  const { setFieldValue, setFieldTouched } = useFormikContext();
  return (
    <>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        accept={ACCEPT_IMAGES}
        multiple={multiple}
        className={field.className('form-control', name)}
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          onChoose(files);
          void setFieldValue(name, multiple ? files : (files[0] ?? null));
          void setFieldTouched(name, true, false);
        }}
        {...field.aria(name, `${id}-hint`)}
      />
      <div id={`${id}-hint`} className="form-text">
        {hint}
      </div>
      {field.feedback(name)}
    </>
  );
}
