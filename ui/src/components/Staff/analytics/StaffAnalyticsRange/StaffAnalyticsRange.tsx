import { forwardRef, useId, useState } from 'react';
import { Button } from '../../../Button';
import { LinkProvider, type LinkComponent, type LinkComponentProps } from '../../../LinkProvider';
import answerStyle from '../../common/staffAnswer.module.css';
import field from '../../common/staffField.module.css';
import { fillIn } from '../../common/staffTexts';
import { formatDay } from '../staffAnalytics';
import styles from './StaffAnalyticsRange.module.css';

/** The periods one chooses with one press: the last 7, 30 or 90 days, today included. */
export const STAFF_ANALYTICS_PRESETS = [7, 30, 90] as const;
export type StaffAnalyticsPreset = (typeof STAFF_ANALYTICS_PRESETS)[number];

/** A period of the overview: one of the last days, or two days chosen (`YYYY-MM-DD`, both included). */
export type StaffAnalyticsPeriod = { days: StaffAnalyticsPreset } | { from: string; to: string };

/** Every text of `StaffAnalyticsRange`; the site passes `staffAnalyticsRangeTexts` of `@agency/content`. */
export type StaffAnalyticsRangeTexts = {
  /** The choice's name, e.g. 'Periode'. */
  legend: string;
  /** A preset, {count}: '{count} dagen' (the last days, today included). */
  lastDays: string;
  /** The choice of two days, e.g. 'Zelf kiezen'. */
  custom: string;
  /** The two date fields, e.g. 'Van' and 'Tot'. */
  from: string;
  to: string;
  /** Shows the two days chosen, e.g. 'Toon periode'. */
  apply: string;
  /** The period of the figures shown, {from} and {to}: '{from} tot en met {to}'. */
  shown: string;
  exportCsv: string;
  /** The line beside the export. */
  exportHint: string;
};

export type StaffAnalyticsRangeProps = {
  /** The period chosen (the page's address has it). */
  value: StaffAnalyticsPeriod;
  /** A preset chosen, or two days shown: the new period. */
  onChange: (period: StaffAnalyticsPeriod) => void;
  /** The period the figures in view are of (the api's `from` and `to`): said, and the first days of "Zelf kiezen". */
  shown?: { from: string; to: string };
  /** Said (as a status) while the figures of the period come, instead of the period shown. */
  busy?: string;
  /** Why the period was refused (the api's `invalid_range` message), at the date fields. */
  error?: string;
  /** The address of the figures as CSV (a download; the session's cookie goes with it). */
  exportHref?: string;
  texts: StaffAnalyticsRangeTexts;
};

/** The export is a file, not a page of the app: a plain link, whatever link the app plugs in. */
const PlainAnchor: LinkComponent = forwardRef<HTMLAnchorElement, LinkComponentProps>(function PlainAnchor(props, ref) {
  return <a ref={ref} {...props} />;
}) as LinkComponent;

const isCustom = (period: StaffAnalyticsPeriod): period is { from: string; to: string } => 'from' in period;

/**
 * The period of the "Herkomst" page: the last 7, 30 or 90 days at one press (radio buttons: the
 * arrow keys move between them), or two days chosen in native date fields and shown with a
 * button. Under it the period of the figures in view, said again when it changes; a refused
 * period's message at the date fields; and "Exporteer als CSV" for the same period.
 */
export function StaffAnalyticsRange({
  value,
  onChange,
  shown,
  busy,
  error,
  exportHref,
  texts,
}: StaffAnalyticsRangeProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [custom, setCustom] = useState(isCustom(value));
  const [from, setFrom] = useState(isCustom(value) ? value.from : '');
  const [to, setTo] = useState(isCustom(value) ? value.to : '');
  // A period from outside (the address bar, "back") shows in the choice and the fields.
  const key = isCustom(value) ? `${value.from}/${value.to}` : String(value.days);
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setCustom(isCustom(value));
    if (isCustom(value)) {
      setFrom(value.from);
      setTo(value.to);
    }
  }
  const said =
    busy ?? (shown && !error ? fillIn(texts.shown, { from: formatDay(shown.from), to: formatDay(shown.to) }) : '');

  return (
    <div className={styles.range}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ from, to });
        }}
      >
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{texts.legend}</legend>
          <div className={styles.options}>
            {STAFF_ANALYTICS_PRESETS.map((days) => (
              <label key={days} className={styles.option}>
                <input
                  type="radio"
                  name={`${id}-period`}
                  className={styles.radio}
                  checked={!custom && !isCustom(value) && value.days === days}
                  onChange={() => {
                    setCustom(false);
                    onChange({ days });
                  }}
                />
                {fillIn(texts.lastDays, { count: days })}
              </label>
            ))}
            <label className={styles.option}>
              <input
                type="radio"
                name={`${id}-period`}
                className={styles.radio}
                checked={custom}
                onChange={() => {
                  setCustom(true);
                  // The figures in view are where a choice of one's own starts.
                  if (!from && shown) setFrom(shown.from);
                  if (!to && shown) setTo(shown.to);
                }}
              />
              {texts.custom}
            </label>
          </div>
        </fieldset>
        {custom ? (
          <div className={styles.dates}>
            <div className={styles.field}>
              <label htmlFor={`${id}-from`} className={field.label}>
                {texts.from}
              </label>
              <input
                id={`${id}-from`}
                type="date"
                required
                className={field.control}
                value={from}
                onChange={(event) => setFrom(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-to`} className={field.label}>
                {texts.to}
              </label>
              <input
                id={`${id}-to`}
                type="date"
                required
                className={field.control}
                value={to}
                onChange={(event) => setTo(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
            </div>
            <Button type="submit" variant="secondary" className={styles.apply}>
              {texts.apply}
            </Button>
          </div>
        ) : null}
      </form>
      <div role="alert" className={styles.alert}>
        {error ? (
          <p id={errorId} className={answerStyle.errorBox}>
            {error}
          </p>
        ) : null}
      </div>
      {/* Without a period to say or an export, the line is there (to announce one) but takes no room. */}
      <div className={styles.footer} data-empty={!said && !exportHref ? true : undefined}>
        <p role="status" className={styles.shown}>
          {said}
        </p>
        {exportHref ? (
          <div className={styles.export}>
            <LinkProvider component={PlainAnchor}>
              <Button href={exportHref} download variant="secondary">
                {texts.exportCsv}
              </Button>
            </LinkProvider>
            <span className={styles.exportHint}>{texts.exportHint}</span>
          </div>
        ) : null}
      </div>
    </div>
  );
}
