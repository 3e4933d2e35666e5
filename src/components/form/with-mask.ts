import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A registered input whose typed value is masked (phone, ZIP) before react-hook-form stores
 * it, so the field shows and the form holds the same text.
 */
export function withMask<T extends UseFormRegisterReturn>(field: T, mask: (value: string) => string): T {
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = mask(event.target.value);
      return field.onChange(event);
    },
  };
}
