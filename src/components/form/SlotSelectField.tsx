import { useFormikContext } from 'formik';
import { localIsoDate, nextDay, openSlots } from '../../lib/timeSlots';
import { useMinute } from '../../lib/useMinute';
import { SelectField, type SelectFieldProps } from './SelectField';

interface Slot {
  /** 'HH:MM', 24-hour. */
  value: string;
  label: string;
}

interface SlotSelectFieldProps extends Omit<SelectFieldProps, 'options' | 'hint' | 'placeholder' | 'id'> {
  id: string;
  slots: readonly Slot[];
  /** The Formik field of the date these slots are on. */
  dateName: string;
  placeholder: string;
}

/**
 * A time slot select that offers only the slots still open on the chosen date (src/lib/timeSlots.ts), renewed as
 * the date changes and as the clock passes a slot. A chosen slot that has passed meanwhile stays chosen, shown as
 * passed and not choosable again, so the customer sees what the form's rule refuses instead of a choice that
 * silently vanished. When today has no slot left, it says so and offers tomorrow.
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
