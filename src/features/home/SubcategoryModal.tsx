import Modal from 'react-bootstrap/Modal';
import type { Category, Subcategory } from '../../api/types';
import { truncate } from '../../lib/truncate';
import { subcategoryImage } from '../../lib/uploads';
import { LoadingLine } from '../../components/LoadingLine';
import '../../styles/components'; // Bootstrap's component styles: this part is not in the first paint

interface SubcategoryModalProps {
  show: boolean;
  category: Category;
  /** Null while they load (empty when the read failed). */
  subcategories: Subcategory[] | null;
  onHide: () => void;
  onChoose: (subcategory: Subcategory) => void;
}

const SUBCATEGORY_DESCRIPTION_LENGTH = 60;

export default function SubcategoryModal({ show, category, subcategories, onHide, onChoose }: SubcategoryModalProps) {
  return (
    <Modal show={show} onHide={onHide} centered scrollable aria-labelledby="subcategory-modal-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="subcategory-modal-title" as="h2" className="h5">
          {category.name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {subcategories ? (
          subcategories.length === 0 ? (
            <p className="m-0 text-body-secondary">No subcategories found for this category.</p>
          ) : (
            <ul className="list-unstyled d-grid gap-2 m-0">
              {subcategories.map((subcategory) => {
                const image = subcategoryImage(subcategory);
                return (
                  <li key={subcategory.id}>
                    <button
                      type="button"
                      className="btn btn-light border w-100 d-flex align-items-center gap-3 text-start"
                      onClick={() => onChoose(subcategory)}
                    >
                      {image && (
                        <img
                          src={image}
                          alt=""
                          width={56}
                          height={42}
                          className="rounded object-fit-cover flex-shrink-0"
                        />
                      )}
                      <span>
                        <span className="d-block fw-semibold">{subcategory.name}</span>
                        {subcategory.description && (
                          <span className="d-block small text-body-secondary">
                            {truncate(subcategory.description, SUBCATEGORY_DESCRIPTION_LENGTH)}
                          </span>
                        )}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )
        ) : (
          <LoadingLine className="m-0">Loading subcategories…</LoadingLine>
        )}
      </Modal.Body>
    </Modal>
  );
}
