function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/**
 * What to write instead of a name nobody knows: the closest known name when one is near enough to be a typo
 * ("did you mean"), otherwise the known names themselves (the first dozen).
 */
export function insteadOf(name: string, known: Iterable<string>): string {
  const names = [...new Set(known)];
  if (names.length === 0) return 'nothing is known here';
  const scored = names.map((candidate) => ({ candidate, score: distance(name, candidate) })).sort((a, b) => a.score - b.score);
  const best = scored[0];
  if (best.score <= Math.max(2, Math.floor(name.length / 3))) return `did you mean "${best.candidate}"?`;
  const shown = names
    .slice(0, 12)
    .map((candidate) => `"${candidate}"`)
    .join(', ');
  return `write one of ${shown}${names.length > 12 ? `, … (${names.length} in all)` : ''}`;
}
