/** Beside the label, not in it: the field's name stays its label's words (the control says `required`). */
export function RequiredMark() {
  return (
    <span className="text-danger ms-1" aria-hidden="true">
      *
    </span>
  );
}
