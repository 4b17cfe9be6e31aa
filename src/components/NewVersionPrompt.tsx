import { useState } from 'react';

interface Props {
  /** Called on the visitor's click only: a half-filled form is never lost to a reload it did not ask for. */
  onReload(): void;
  onDismiss(): void;
}

/**
 * A quiet notice in the corner that a new version of the site is ready: read out politely (a status, not an
 * alert), it takes no focus and covers no form field.
 */
export function NewVersionPrompt({ onReload, onDismiss }: Props) {
  const [reloading, setReloading] = useState(false);
  return (
    <div
      role="status"
      className="position-fixed bottom-0 end-0 m-3 p-3 bg-white border rounded shadow d-flex align-items-center gap-3 z-3"
    >
      <span>A new version of HomeEase is ready.</span>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          onReload();
        }}
      >
        Reload
      </button>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onDismiss}>
        Later
      </button>
    </div>
  );
}
