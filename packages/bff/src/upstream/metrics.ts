/** Upstream calls made while serving one request: reported in the Server-Timing header. */
export class UpstreamMetrics {
  calls = 0;
  totalMs = 0;

  record(durationMs: number): void {
    this.calls += 1;
    this.totalMs += durationMs;
  }

  /** `upstream;dur=12.3;desc="2 calls"` — summed durations, so parallel calls add up. */
  serverTiming(): string {
    return `upstream;dur=${this.totalMs.toFixed(1)};desc="${this.calls} calls"`;
  }
}
