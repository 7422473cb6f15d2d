import { createContext, useContext } from 'react';

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
