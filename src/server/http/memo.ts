/**
 * `compute` with its answers remembered for the `kept` most recently first-asked keys: for pure work that every
 * request repeats on one of a few values (a Host, an Origin, an applicant's cookie), where a stranger's many
 * values only push the oldest out.
 */
export function memoize<T>(compute: (key: string) => T, kept: number): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    if (answers.has(key)) return answers.get(key)!;
    const answer = compute(key);
    answers.set(key, answer);
    if (answers.size > kept) answers.delete(answers.keys().next().value!);
    return answer;
  };
}
