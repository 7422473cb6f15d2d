import { Fragment } from 'react';
import figures from './analyticsTable.module.css';
import { valueLabel, type StaffAnalyticsValueNames, type StaffDeviceClass } from './staffAnalytics';

/**
 * A group's name in a table of figures: a value that is no group of its own ("Overig",
 * "Direct", "Onbekend") in italics, a device by its Dutch name, anything else as it is, with a
 * place to break after each dot, so a host name ("www.google.com") wraps at a dot on a phone
 * rather than pushing the numbers out of the card.
 */
export function GroupName({
  value,
  names,
  devices,
}: {
  value: string;
  names: StaffAnalyticsValueNames;
  devices?: Readonly<Record<StaffDeviceClass, string>> | undefined;
}) {
  const { label, named } = valueLabel(value, names, devices);
  if (named) return <span className={figures.named}>{label}</span>;
  const parts = label.split('.');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          .<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}
