import type { ReactNode } from 'react';
import './admin.css';

/** The image of a form's live preview: the chosen file, else the name's first letter. */
export function PreviewImage({ src, letter }: { src: string | null | undefined; letter: string }) {
  return src ? (
    <img src={src} alt="" className="admin-preview-image" />
  ) : (
    <div className="admin-preview-empty" aria-hidden="true">
      {letter}
    </div>
  );
}

/** The tips card beside an admin form. */
export function TipsCard({ id, tips }: { id: string; tips: ReactNode[] }) {
  return (
    <section className="card border-0 shadow-sm" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h6">
          Tips
        </h2>
        <ul className="small mb-0 ps-3">
          {tips.map((tip, index) => (
            <li key={index} className="mb-1">
              {tip}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
