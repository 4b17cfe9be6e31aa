/**
 * Where a deferred read's answer would show, if its promise rejects: the page's failure text. Loaders answer
 * every failure with a value, so this is a bug's path, but it should not leave a blank.
 */
export function ReadFailed({ text }: { text: string }) {
  return (
    <div role="alert" className="alert alert-danger">
      {text}
    </div>
  );
}
