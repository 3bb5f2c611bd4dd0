const WIDTH = 30;

/**
 * A one-line progress bar redrawn in place on a terminal; silent when the output is piped or redirected, so a
 * script capturing the printed cursor gets only that.
 */
export function progressBar(total: number, out: NodeJS.WriteStream = process.stdout) {
  const shown = Boolean(out.isTTY) && total > 0;
  let last = -1;
  return {
    update(done: number): void {
      if (!shown) return;
      const percent = Math.floor((done / total) * 100);
      if (percent === last) return;
      last = percent;
      const filled = Math.round((done / total) * WIDTH);
      out.write(`\r[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${done}/${total} ${percent}%`);
    },
    done(): void {
      if (shown) out.write('\r\x1b[K');
    },
  };
}
