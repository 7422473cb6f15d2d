import { Fragment, type ReactNode } from 'react';

/**
 * An e-mail address with a place to break the line (`<wbr>`) after its "@" and each dot, so a
 * narrow column breaks it there ("hallo@ / studiolegende.nl"), never inside a word. The text
 * (and a link's name) stays the address itself.
 */
export function withAddressBreaks(address: string): ReactNode {
  const parts = address.match(/[^@.]+[@.]?|[@.]/g) ?? [address];
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
