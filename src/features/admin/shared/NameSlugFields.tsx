import { useFormikContext } from 'formik';
import { type ReactNode, useLayoutEffect, useState } from 'react';
import { TextField } from '../../../components/form';
import { slugify } from '../../../lib/slugify';

interface NameSlugFieldsProps {
  /** The record's kind: it labels the name and starts the fields' ids in lower case. */
  noun: string;
  slugHint: ReactNode;
  /** An edit page's stored slug is kept: the slug does not follow the name until emptied. */
  slugStartsEdited?: boolean;
  /** Puts the cursor in the name when the form appears (a new form after a save, ready for the next record). */
  focusName?: boolean;
}

/** The slug follows the name until someone edits it; emptying it hands it back to the name (docs/decisions.md). */
export function NameSlugFields({ noun, slugHint, slugStartsEdited = false, focusName = false }: NameSlugFieldsProps) {
  const prefix = noun.toLowerCase();
  const { setFieldValue } = useFormikContext<{ name: string; slug: string }>();
  const [slugEdited, setSlugEdited] = useState(slugStartsEdited);
  // Only when the form mounts: later renders must not pull the cursor back.
  const [focusOnMount] = useState(focusName);
  useLayoutEffect(() => {
    if (focusOnMount) document.getElementById(`${prefix}-name`)?.focus();
  }, [focusOnMount, prefix]);
  return (
    <>
      <TextField
        id={`${prefix}-name`}
        name="name"
        label={`${noun} name`}
        limit="name"
        required
        className="col-12 col-md-6"
        onValueChange={(name) => {
          if (!slugEdited) void setFieldValue('slug', slugify(name.trim()));
        }}
      />
      <TextField
        id={`${prefix}-slug`}
        name="slug"
        label="Slug"
        limit="slug"
        required
        hint={slugHint}
        className="col-12 col-md-6"
        onValueChange={(slug) => setSlugEdited(slug !== '')}
      />
    </>
  );
}
