import type { ChangeEventHandler } from 'react';

/**
 * The honeypot field `website` of a form: off screen (the form's `className` puts it there),
 * out of the tab order and hidden from assistive technology. People never fill it in; bots tend to.
 */
export function Honeypot({
  id,
  label,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  className?: string;
}) {
  return (
    <div className={className} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={onChange} />
    </div>
  );
}
