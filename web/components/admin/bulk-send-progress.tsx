import { describeDelivery, describeProgress, handledCount, type BulkJob } from '@/lib/shared/admin/bulk-job';
import { messages } from '@/lib/shared/messages';
import { card } from './styles';

const text = messages.staff.bulk;

/**
 * The progress bar drawn by the page itself (a grey track, the brand colour for what is handled), so a waiting send
 * reads empty in every browser rather than the native bar's look.
 */
const progressBar =
  'block h-3 w-full appearance-none overflow-hidden rounded-full border border-gray-500 bg-gray-100 ' +
  '[&::-webkit-progress-bar]:bg-gray-100 [&::-webkit-progress-value]:bg-brand [&::-moz-progress-bar]:bg-brand';

interface Props {
  job: BulkJob | null;
  /** The answer to the send ('Sending to 3 recipients. Skipped: …'), shown while the job is followed. */
  accepted: string | null;
  following: boolean;
}

/** The progress of the followed send: what is handled, its delivery counts, and a bar. */
export function BulkSendProgress({ job, accepted, following }: Props) {
  const handled = job ? handledCount(job) : 0;
  const delivery = job ? describeDelivery(job) : null;
  return (
    // Always in the page (empty without a send), so assistive technology announces each change of its text.
    <div
      id="bulk-progress"
      role="status"
      aria-label={text.progressTitle}
      className={job ? `${card} mt-6 max-w-2xl space-y-2 break-words text-gray-900` : undefined}
    >
      {job ? (
        <>
          {/* The answer to the send until the job's summary replaces it. */}
          {accepted && following ? <p>{accepted}</p> : null}
          <p className="font-semibold">{describeProgress(job)}</p>
          {delivery ? <p>{delivery}</p> : null}
          <progress value={handled} max={Math.max(job.total, 1)} aria-label={text.progressLabel} className={progressBar} />
        </>
      ) : null}
    </div>
  );
}
