/**
 * A one-line progress bar on a terminal; plain periodic lines elsewhere (CI logs, pipes).
 */
export class ProgressBar {
  private lastPlain = 0;
  private readonly tty: boolean;

  constructor(
    private readonly label: string,
    private readonly total: number | null,
    private readonly out: NodeJS.WriteStream = process.stderr,
  ) {
    this.tty = Boolean(out.isTTY);
  }

  update(done: number, detail = ''): void {
    if (this.tty) {
      const width = 28;
      const share = this.total ? Math.min(1, done / this.total) : 0;
      const bar = this.total ? `[${'█'.repeat(Math.round(share * width)).padEnd(width, '·')}] ${Math.round(share * 100)}%` : '';
      this.out.write(
        `\r${this.label} ${bar} ${done.toLocaleString('en')}${this.total ? `/${this.total.toLocaleString('en')}` : ''} ${detail}\x1b[K`,
      );
    } else if (Date.now() - this.lastPlain > 2_000) {
      this.lastPlain = Date.now();
      this.out.write(
        `${this.label}: ${done.toLocaleString('en')}${this.total ? ` of ${this.total.toLocaleString('en')}` : ''} ${detail}\n`,
      );
    }
  }

  done(summary: string): void {
    this.out.write(`${this.tty ? '\r\x1b[K' : ''}${this.label}: ${summary}\n`);
  }
}
