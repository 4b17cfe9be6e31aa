/** The red star after a required field's label; hidden from screen readers, which get the required attribute. */
export function RequiredMark() {
  return (
    <>
      {' '}
      <span aria-hidden="true" className="text-danger">
        *
      </span>
    </>
  );
}
