import { useFormikContext } from 'formik';
import { localIsoDate, nextDay, openSlots } from '../../lib/timeSlots';
import { useMinute } from '../../lib/useMinute';
import { SelectField, type SelectFieldProps } from './SelectField';

interface SlotSelectFieldProps extends Omit<SelectFieldProps, 'options' | 'hint' | 'placeholder' | 'id'> {
  id: string;
  /** `value` 'HH:MM', 24-hour. */
  slots: readonly { value: string; label: string }[];
  dateName: string;
  placeholder: string;
}

/**
 * The slots still open on the chosen date, renewed as the clock passes one. A chosen slot that has passed stays,
 * shown as passed, so the customer sees what the form's rule refuses rather than a choice that silently vanished.
 */
export function SlotSelectField({ slots, dateName, placeholder, name, id, ...select }: SlotSelectFieldProps) {
  const { values, setFieldValue } = useFormikContext<Record<string, string>>();
  const minute = useMinute();
  const date = values[dateName] ?? '';
  const chosen = values[name] ?? '';
  const open = openSlots(slots, date, minute, (slot) => slot.value);
  const todayIsOver = slots.length > 0 && open.length === 0 && date === localIsoDate(new Date(minute));
  const passed = chosen !== '' && !open.some((slot) => slot.value === chosen);

  const chooseTomorrow = () => {
    void setFieldValue(dateName, nextDay(date));
    // The button goes with the note: the customer goes on with the slots it brought back.
    document.getElementById(id)?.focus();
  };

  return (
    <SelectField
      {...select}
      name={name}
      id={id}
      options={open}
      placeholder={todayIsOver ? 'No time slots left today' : placeholder}
      hint={
        todayIsOver ? (
          <span className="d-flex flex-wrap align-items-center gap-2">
            Today&apos;s time slots have all passed.
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={chooseTomorrow}>
              Choose tomorrow
            </button>
          </span>
        ) : undefined
      }
    >
      {passed && (
        <option value={chosen} disabled>
          {`${slots.find((slot) => slot.value === chosen)?.label ?? chosen} (passed)`}
        </option>
      )}
    </SelectField>
  );
}
