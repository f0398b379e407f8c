/** A one-line progress bar on a terminal; silent when stderr is a pipe or a file. */
export function progressBar(stream: NodeJS.WriteStream | { isTTY?: boolean; write(s: string): unknown }, total: number) {
  const tty = !!stream.isTTY && total > 0;
  let last = 0;
  return {
    update(done: number, label: string) {
      if (!tty) return;
      const now = Date.now();
      if (now - last < 100 && done < total) return;
      last = now;
      const width = 30;
      const filled = Math.round((Math.min(done, total) / total) * width);
      stream.write(`\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${Math.floor((Math.min(done, total) / total) * 100)}% ${label}\x1b[K`);
    },
    done() {
      if (tty) stream.write("\r\x1b[K");
    },
  };
}
