/** Okapi BM25 over a fixed set of documents, each already tokenized. */
export interface ScoredDocument<T> {
  doc: T;
  score: number;
}

export class Bm25Index<T> {
  private readonly docs: { doc: T; tf: Map<string, number>; length: number }[] = [];
  private readonly df = new Map<string, number>();
  private avgLength = 0;

  constructor(
    entries: readonly { doc: T; tokens: readonly string[] }[],
    private readonly k1 = 1.2,
    private readonly b = 0.75,
  ) {
    for (const { doc, tokens } of entries) {
      const tf = new Map<string, number>();
      for (const token of tokens) tf.set(token, (tf.get(token) ?? 0) + 1);
      for (const token of tf.keys()) this.df.set(token, (this.df.get(token) ?? 0) + 1);
      this.docs.push({ doc, tf, length: tokens.length });
    }
    this.avgLength = this.docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, this.docs.length);
  }

  idf(token: string): number {
    const n = this.df.get(token) ?? 0;
    return Math.log(1 + (this.docs.length - n + 0.5) / (n + 0.5));
  }

  has(token: string): boolean {
    return this.df.has(token);
  }

  get vocabulary(): IterableIterator<string> {
    return this.df.keys();
  }

  search(queryTokens: readonly string[]): ScoredDocument<T>[] {
    const unique = [...new Set(queryTokens)];
    const results: ScoredDocument<T>[] = [];
    for (const { doc, tf, length } of this.docs) {
      let score = 0;
      for (const token of unique) {
        const f = tf.get(token);
        if (!f) continue;
        score +=
          (this.idf(token) * f * (this.k1 + 1)) / (f + this.k1 * (1 - this.b + (this.b * length) / this.avgLength));
      }
      if (score > 0) results.push({ doc, score });
    }
    return results.sort((a, b) => b.score - a.score);
  }
}
