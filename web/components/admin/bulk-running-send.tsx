'use client';

import { useId } from 'react';
import { describeDelivery, describeProgress, handledCount } from '@/lib/shared/admin/bulk-job';
import { channelName, sendTime, sheetOf, type BulkSendRecord } from '@/lib/shared/admin/bulk-history';
import { messages } from '@/lib/shared/messages';
import { card } from './styles';

const text = messages.staff.bulkHistory;

/**
 * A send still on its way, as the page finds it after a reload and a new sign-in: who started it and when, its sheet,
 * and its progress, kept up to date by the history's polling (./bulk-send-history.tsx).
 */
export function BulkRunningSend({ send }: { send: BulkSendRecord }) {
  const id = useId();
  const delivery = describeDelivery(send);
  return (
    <li className={`${card} space-y-2 break-words text-gray-900`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        {text.runningBy(channelName(send), send.sentBy, sendTime(send.createdAt))}
      </h3>
      <p className="text-sm text-gray-700">
        {text.sheet}: {sheetOf(send)}
      </p>
      {/* A live region of its own: each change of the counts is announced. */}
      <div role="status" className="space-y-1">
        <p>{describeProgress(send)}</p>
        {delivery ? <p>{delivery}</p> : null}
      </div>
      <progress
        value={handledCount(send)}
        max={Math.max(send.total, 1)}
        aria-label={text.runningBar(sheetOf(send))}
        className="h-3 w-full accent-brand"
      />
    </li>
  );
}
