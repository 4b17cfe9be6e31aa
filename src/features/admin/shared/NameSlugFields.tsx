import { useEffect, useRef, useState, type ChangeEvent, type FocusEventHandler, type ReactNode } from 'react';
import { slugify } from '../../../lib/slugify';
import type { fieldErrors } from '../../../components/form/fieldErrors';
import { RequiredMark } from './RequiredMark';
import { INPUT_LIMITS } from '../../../lib/inputLimits';

type SetFieldValue = (field: 'name' | 'slug', value: string) => unknown;

/**
 * The slug follows the name until someone edits it; emptying it hands it back to the name (docs/decisions.md).
 * `startEdited`: an edit page's stored slug is kept.
 */
export function useSlugFollowsName(setFieldValue: SetFieldValue, startEdited = false) {
  const [slugEdited, setSlugEdited] = useState(startEdited);
  return {
    onNameChange: (e: ChangeEvent<HTMLInputElement>) => {
      void setFieldValue('name', e.target.value);
      if (!slugEdited) void setFieldValue('slug', slugify(e.target.value.trim()));
    },
    onSlugChange: (e: ChangeEvent<HTMLInputElement>) => {
      setSlugEdited(e.target.value !== '');
      void setFieldValue('slug', e.target.value);
    },
    /** After a save the empty form's slug follows the name again. */
    resetSlug: () => setSlugEdited(false),
  };
}

interface NameSlugFieldsProps {
  /** Starts every id, e.g. "service" gives "service-name". */
  prefix: string;
  nameLabel: string;
  slugHint: ReactNode;
  name: string;
  slug: string;
  onNameChange: (e: ChangeEvent<HTMLInputElement>) => void;
  onSlugChange: (e: ChangeEvent<HTMLInputElement>) => void;
  onBlur: FocusEventHandler<HTMLInputElement>;
  field: ReturnType<typeof fieldErrors<{ name: string; slug: string }>>;
  /** Puts the cursor in the name when the form appears (a new form after a save, ready for the next record). */
  focusName?: boolean;
}

/** The required name and slug side by side, as the service, category and subcategory forms have them. */
export function NameSlugFields({
  prefix,
  nameLabel,
  slugHint,
  name,
  slug,
  onNameChange,
  onSlugChange,
  onBlur,
  field,
  focusName = false,
}: NameSlugFieldsProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  // Only when the form mounts: later renders must not pull the cursor back.
  const [focusOnMount] = useState(focusName);
  useEffect(() => {
    if (focusOnMount) nameRef.current?.focus();
  }, [focusOnMount]);
  return (
    <>
      <div className="col-12 col-md-6">
        <label htmlFor={`${prefix}-name`} className="form-label">
          {nameLabel}
          <RequiredMark />
        </label>
        <input
          ref={nameRef}
          id={`${prefix}-name`}
          name="name"
          maxLength={INPUT_LIMITS.name}
          className={field.className('form-control', 'name')}
          required
          value={name}
          onChange={onNameChange}
          onBlur={onBlur}
          {...field.aria('name')}
        />
        {field.feedback('name')}
      </div>
      <div className="col-12 col-md-6">
        <label htmlFor={`${prefix}-slug`} className="form-label">
          Slug
          <RequiredMark />
        </label>
        <input
          id={`${prefix}-slug`}
          name="slug"
          maxLength={INPUT_LIMITS.slug}
          className={field.className('form-control', 'slug')}
          required
          value={slug}
          onChange={onSlugChange}
          onBlur={onBlur}
          {...field.aria('slug', `${prefix}-slug-hint`)}
        />
        <div id={`${prefix}-slug-hint`} className="form-text">
          {slugHint}
        </div>
        {field.feedback('slug')}
      </div>
    </>
  );
}
