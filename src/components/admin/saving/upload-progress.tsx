/** The upload's progress while a form with a file is sent (in the save bar). */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5" role="status">
      <span className="text-sm text-muted">Uploading: {percent}%</span>
      <progress
        value={percent}
        max={100}
        aria-label="Upload progress"
        className="h-2 w-full overflow-hidden rounded-full bg-surface-2 accent-[var(--accent-strong)] [&::-moz-progress-bar]:bg-accent-strong [&::-webkit-progress-bar]:bg-surface-2 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-accent-strong"
      />
    </div>
  );
}
