/** Inline, so icons need no font, no emoji and no request; decorative: a label or the text beside names the thing. */
export interface LineIconProps {
  size?: number;
  className?: string;
}

export function LineIcon({ path, size = 18, className }: LineIconProps & { path: string }) {
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
      aria-hidden
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
