import { ChatDots } from './ChatDots';
import styles from './ChatTypingIndicator.module.css';

/** Shown while a reply is awaited, before its first word: three dots and the text, e.g. 'Aan het typen...'. */
export function ChatTypingIndicator({ text }: { text: string }) {
  return (
    <div className={styles.typing}>
      <ChatDots />
      <span>{text}</span>
    </div>
  );
}
