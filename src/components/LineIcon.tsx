/** Inline, so icons need no font, no emoji and no request; decorative unless it is a control's only content. */
export interface LineIconProps {
  size?: number;
  label?: string;
  className?: string;
}

export function LineIcon({ path, size = 18, label, className }: LineIconProps & { path: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
