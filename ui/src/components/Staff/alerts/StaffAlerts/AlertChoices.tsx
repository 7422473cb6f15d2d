import { useId, useState, type FormEvent } from 'react';
import { alertChannels, alertTopics, type AlertChoices as Choices } from '@agency/contract/alerts';
import { Button } from '../../../Button';
import { StaffAnswerNotices } from '../../common/StaffAnswerNotices/StaffAnswerNotices';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import card from '../../common/staffSection.module.css';
import table from '../../common/staffTable.module.css';
import { fillIn } from '../../common/staffTexts';
import type { StaffAlertChoicesTexts } from './staffAlertsTexts';
import styles from './StaffAlerts.module.css';

export type AlertChoicesProps = {
  choices: Choices;
  emailAvailable: boolean;
  onSave: (choices: Choices) => Promise<StaffActionAnswer>;
  texts: StaffAlertChoicesTexts;
};

/**
 * "Wat je wilt horen": a table of the topics (rows) and the channels (columns), a checkbox in
 * each cell named by both, and one button that keeps them. Without SMTP on the server, a line
 * says e-mail is not sent (the choice is kept all the same).
 */
export function AlertChoices({ choices, emailAvailable, onSave, texts }: AlertChoicesProps) {
  const id = useId().replace(/:/g, '');
  const [draft, setDraft] = useState<Choices>(choices);
  const [state, setState] = useState<{ busy?: boolean; error?: string; done?: string }>({});

  async function save(event: FormEvent) {
    event.preventDefault();
    if (state.busy) return;
    setState({ busy: true });
    const answer = await onSave(draft).catch(() => undefined);
    setState(answer?.ok ? { done: texts.saved } : answer ? { error: answer.message } : {});
  }

  return (
    <section className={card.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={card.title}>
        {texts.title}
      </h2>
      <p className={card.muted}>{texts.intro}</p>
      <form className={styles.form} onSubmit={(event) => void save(event)} aria-busy={state.busy || undefined}>
        <div className={styles.scroll}>
          <table className={`${table.table} ${styles.choices}`}>
            <caption className={card.visuallyHidden}>{texts.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.topicHeader}</th>
                {alertChannels.map((channel) => (
                  <th key={channel} scope="col" className={styles.channel}>
                    {texts.channels[channel]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {alertTopics.map((topic) => (
                <tr key={topic}>
                  <th scope="row" className={styles.topic}>
                    <span className={styles.topicName}>{texts.topics[topic]}</span>
                    <span className={card.meta}>{texts.topicHints[topic]}</span>
                  </th>
                  {alertChannels.map((channel) => (
                    <td key={channel} className={styles.channel}>
                      <input
                        type="checkbox"
                        className={styles.checkbox}
                        checked={draft[topic][channel]}
                        disabled={state.busy}
                        aria-label={fillIn(texts.checkboxLabel, {
                          topic: texts.topics[topic],
                          channel: texts.channels[channel],
                        })}
                        onChange={(event) => {
                          const on = event.target.checked;
                          setDraft((current) => ({ ...current, [topic]: { ...current[topic], [channel]: on } }));
                          setState({});
                        }}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {emailAvailable ? null : <p className={card.meta}>{texts.emailUnavailable}</p>}
        <div className={card.actions}>
          <Button type="submit" variant="primary" loading={state.busy}>
            {state.busy ? texts.saving : texts.save}
          </Button>
        </div>
        <StaffAnswerNotices error={state.error} done={state.done} />
      </form>
    </section>
  );
}
