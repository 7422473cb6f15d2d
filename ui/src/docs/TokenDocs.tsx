import { tokens, type TokenEntry, type TokenSectionId } from './tokens.generated';
import styles from './TokenDocs.module.css';

/** A live sample of a token, drawn with the custom property itself. */
function Sample({ token }: { token: TokenEntry }) {
  const v = `var(${token.cssVar})`;
  const under = (group: string) => token.path.startsWith(`${group}.`);
  switch (token.type) {
    case 'color':
      return <span className={styles.swatch} style={{ background: v }} />;
    case 'fontFamily':
      return <span style={{ fontFamily: v, fontSize: '1.25rem' }}>Online legendes</span>;
    case 'fontWeight':
      return <span style={{ fontWeight: v }}>Legende</span>;
    case 'shadow':
      return <span className={styles.box} style={{ boxShadow: v }} />;
    case 'dimension':
      if (under('font.size'))
        return <span style={{ fontSize: v, fontFamily: 'var(--font-display)', lineHeight: 1.1 }}>Legende</span>;
      if (under('space') || under('container')) return <span className={styles.bar} style={{ width: v }} />;
      if (under('radius')) return <span className={styles.box} style={{ borderRadius: v }} />;
      return null;
    default:
      return null;
  }
}

/** The value as tokens.css has it, with where it comes from. */
function Value({ token }: { token: TokenEntry }) {
  return (
    <>
      <code>{token.value}</code>
      {token.reference && <span className={styles.note}>→ {token.reference}</span>}
      {token.derivedFrom && <span className={styles.note}>kleur uit {token.derivedFrom.join(', ')}</span>}
      {token.reducedMotion && <span className={styles.note}>{token.reducedMotion} bij minder beweging</span>}
    </>
  );
}

/**
 * The tokens of one section of ui/tokens/tokens.json, with a live sample of each. The list comes
 * from tokens.generated.ts, which `npm run tokens` writes from the same JSON as tokens.css.
 */
export function TokenTable({ group }: { group: TokenSectionId }) {
  const found = tokens.filter((token) => token.section === group);
  if (!found.length) return <p>Onbekende groep: {group}</p>;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Waarde</th>
          <th scope="col">Voorbeeld</th>
          <th scope="col">Gebruik</th>
        </tr>
      </thead>
      <tbody>
        {found.map((token) => (
          <tr key={token.cssVar}>
            <td>
              <code className={styles.name}>{token.cssVar}</code>
              <span className={styles.note}>{token.path}</span>
            </td>
            <td>
              <Value token={token} />
            </td>
            <td>
              <Sample token={token} />
            </td>
            <td className={styles.description}>{token.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
