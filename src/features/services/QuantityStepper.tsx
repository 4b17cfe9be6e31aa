interface QuantityStepperProps {
  name: string;
  quantity: number;
  onAdd: () => void;
  onDecrease: () => void;
}

export function QuantityStepper({ name, quantity, onAdd, onDecrease }: QuantityStepperProps) {
  return (
    <div className="quantity-stepper" role="group" aria-label={`Quantity of ${name}`}>
      <button type="button" className="btn btn-sm" onClick={onDecrease} aria-label={`Decrease quantity of ${name}`}>
        −
      </button>
      <output className="quantity-value">{quantity}</output>
      <button type="button" className="btn btn-sm" onClick={onAdd} aria-label={`Increase quantity of ${name}`}>
        +
      </button>
    </div>
  );
}
