/** What every driver does alike: listeners told of each change, and a close that stops telling them. */
export abstract class DriverCore {
  private readonly listeners = new Set<() => void>();
  protected closed = false;

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  protected emit(): void {
    if (this.closed) return;
    for (const l of [...this.listeners]) l();
  }

  close(): void {
    this.closed = true;
    this.listeners.clear();
  }
}
