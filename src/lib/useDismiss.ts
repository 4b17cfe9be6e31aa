import { useEffect, useEffectEvent, type RefObject } from 'react';

/** Closes an open disclosure on a pointer down outside `root` (mouse and touch alike) or on Escape (`byKey`). */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, dismiss: (byKey: boolean) => void) {
  const onDismiss = useEffectEvent(dismiss);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onDismiss(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss(true);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root]);
}
