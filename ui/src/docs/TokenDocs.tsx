import tokensCss from '../styles/tokens.css?raw';
import styles from './TokenDocs.module.css';

type Token = { name: string; value: string };
type TokenGroup = { title: string; tokens: Token[] };

/** Reads the groups of tokens.css, so this page can never drift from the real values. */
function parseTokenGroups(css: string): TokenGroup[] {
  const root = css.slice(css.indexOf(':root'), css.indexOf('\n}'));
  const groups: TokenGroup[] = [];
  for (const line of root.split('\n')) {
    const heading = line.match(/^\s*\/\*\s*([^*(]+?)\s*(?:\(|\*\/)/);
    if (heading?.[1]) {
      groups.push({ title: heading[1], tokens: [] });
      continue;
    }
    const token = line.match(/^\s*(--[\w-]+):\s*(.+?);\s*$/);
    if (token?.[1] && token[2] && groups.length)
      groups[groups.length - 1]!.tokens.push({ name: token[1], value: token[2] });
  }
  return groups.filter((group) => group.tokens.length > 0);
}

function Sample({ token }: { token: Token }) {
  const v = `var(${token.name})`;
  if (token.name.startsWith('--color')) return <span className={styles.swatch} style={{ background: v }} />;
  if (token.name.startsWith('--font-size'))
    return <span style={{ fontSize: v, fontFamily: 'var(--font-display)', lineHeight: 1.1 }}>Legende</span>;
  if (token.name.startsWith('--font-weight')) return <span style={{ fontWeight: v }}>Legende</span>;
  if (token.name.startsWith('--font-'))
    return <span style={{ fontFamily: v, fontSize: '1.25rem' }}>Online legendes</span>;
  if (token.name.startsWith('--space') || token.name.startsWith('--container'))
    return <span className={styles.bar} style={{ width: v }} />;
  if (token.name.startsWith('--radius')) return <span className={styles.box} style={{ borderRadius: v }} />;
  if (token.name.startsWith('--shadow')) return <span className={styles.box} style={{ boxShadow: v }} />;
  return null;
}

/** The tokens of one group, with a live sample of each. */
export function TokenTable({ group }: { group: string }) {
  const found = parseTokenGroups(tokensCss).find((g) => g.title.toLowerCase().startsWith(group.toLowerCase()));
  if (!found) return <p>Onbekende groep: {group}</p>;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Waarde</th>
          <th scope="col">Voorbeeld</th>
        </tr>
      </thead>
      <tbody>
        {found.tokens.map((token) => (
          <tr key={token.name}>
            <td>
              <code>{token.name}</code>
            </td>
            <td>
              <code>{token.value}</code>
            </td>
            <td>
              <Sample token={token} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
