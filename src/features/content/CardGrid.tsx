import { Icon, type IconName } from '../../components/Icon';
import type { TitledText } from '../../content/pages/types';

interface CardGridProps {
  items: readonly TitledText[];
  icon?: IconName;
  numbered?: boolean;
  /** Columns from the md breakpoint up. */
  columns?: 2 | 3 | 4;
}

export function CardGrid({ items, icon, numbered = false, columns = 4 }: CardGridProps) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={`row row-cols-1 row-cols-sm-2 row-cols-lg-${columns} g-3 list-unstyled m-0`}>
      {items.map((item, index) => (
        <li key={item.title} className="col">
          <div className="content-card d-flex gap-3">
            {numbered ? (
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
            ) : (
              icon && (
                <span className="content-icon">
                  <Icon name={icon} size={22} />
                </span>
              )
            )}
            <div>
              <h3 className="h6 fw-bold mb-1">{item.title}</h3>
              <p className="small text-body-secondary mb-0">{item.text}</p>
            </div>
          </div>
        </li>
      ))}
    </List>
  );
}
