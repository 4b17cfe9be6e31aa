import './admin.css';

interface RecordImageProps {
  src: string | null | undefined;
  /** '' where the image only repeats what the text beside it says (a form's preview). */
  alt: string;
  letter: string;
  className?: string;
}

export function RecordImage({ src, alt, letter, className = '' }: RecordImageProps) {
  return src ? (
    <img src={src} alt={alt} className={`admin-preview-image ${className}`.trim()} />
  ) : (
    <div className={`admin-preview-empty ${className}`.trim()} aria-hidden="true">
      {letter}
    </div>
  );
}

export function Thumbnail({ src, alt }: { src: string; alt: string }) {
  return <img src={src} alt={alt} width={96} height={72} className="rounded object-fit-cover" />;
}
