import { clsx } from 'clsx';
import { createContext, useContext, type AriaAttributes } from 'react';
import styles from './Form.module.css';

/** What a `Field` tells the control inside it. */
export type FieldControlContext = {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean | undefined;
  disabled: boolean | undefined;
};

export const FieldContext = createContext<FieldControlContext | null>(null);

/** The nearest `Field`'s wiring, or null outside a Field. */
export function useFieldControl(): FieldControlContext | null {
  return useContext(FieldContext);
}

export function joinIds(...ids: Array<string | undefined | null | false>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** The attributes a control takes from its `Field`; its own props win. */
type ControlProps = {
  id?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
};

/**
 * A text control's props, wired to the nearest `Field`: its id, required and disabled
 * state, description (joined with the control's own) and invalid state, plus the
 * shared control style. Used by `Input` and `Textarea`.
 */
export function useFieldControlProps<P extends ControlProps>(props: P): P {
  const field = useFieldControl();
  const { id, required, disabled, className, 'aria-describedby': describedBy, 'aria-invalid': invalid } = props;
  return {
    ...props,
    id: field?.id ?? id,
    required: required ?? field?.required,
    disabled: disabled ?? field?.disabled,
    'aria-describedby': joinIds(field?.describedBy, describedBy),
    'aria-invalid': invalid ?? (field?.invalid ? true : undefined),
    className: clsx(styles.control, className),
  };
}
