'use client';

import { useCallback, useEffect, useState } from 'react';
import { listAtms, putAtmStatus, type AtmEntry, type AtmStatus } from '@/lib/shared/admin/admin-api';
import { showDialog } from '@/lib/shared/admin/dialogs';
import { replyMessage } from '@/lib/shared/admin/server-reply';
import { messages } from '@/lib/shared/messages';
import { failedWith } from '@/lib/shared/site-error';
import { useStaffSession } from './staff-session-provider';
import { StaffCell, StaffRow, StaffRowHeader, StaffTable } from './staff-table';

const text = messages.staff.atm;

type ListState = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; atms: AtmEntry[] };

function loadErrorText(error: unknown): string {
  if (failedWith(error, 'status')) return messages.atm.adminFailed;
  return messages.atm.adminFetchError(error instanceof Error ? error.message : String(error));
}

/** ATM status admin (SPEC sections 2, 4 and 8): an on/off switch per ATM, disabled while its update runs. */
export function AtmStatusTable() {
  const { token } = useStaffSession();
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [updatingIds, setUpdatingIds] = useState<ReadonlySet<string>>(new Set());

  const load = useCallback(async () => {
    try {
      setList({ kind: 'loaded', atms: await listAtms() });
    } catch (error) {
      console.error('Loading ATM status failed', error);
      setList({ kind: 'failed', message: loadErrorText(error) });
    }
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- load() sets state only once the list has arrived (after its await)
    void load();
  }, [load]);

  function setUpdating(id: string, updating: boolean) {
    setUpdatingIds((current) => {
      const next = new Set(current);
      if (updating) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function toggle(atm: AtmEntry) {
    if (updatingIds.has(atm.id)) return;
    const status: AtmStatus = atm.status === 'in-service' ? 'out-of-service' : 'in-service';
    setUpdating(atm.id, true);
    let reply;
    try {
      reply = await putAtmStatus(atm.id, status, token);
    } catch (error) {
      console.error('Updating ATM status failed', atm.id, error);
    }
    setUpdating(atm.id, false);

    if (!reply?.ok) {
      if (reply) console.error('Updating ATM status failed', atm.id, reply.status, reply.body);
      await showDialog('error', messages.staff.errorTitle, replyMessage(reply?.body, messages.atm.updateFailed));
      return;
    }
    setList((current) =>
      current.kind === 'loaded'
        ? { kind: 'loaded', atms: current.atms.map((entry) => (entry.id === atm.id ? { ...entry, status } : entry)) }
        : current,
    );
    await showDialog('success', messages.staff.successTitle, replyMessage(reply.body, ''));
  }

  if (list.kind === 'loading') return <p role="status">{messages.atm.adminLoading}</p>;
  if (list.kind === 'failed') {
    return (
      <p role="alert" className="font-semibold text-red-700">
        {list.message}
      </p>
    );
  }
  if (list.atms.length === 0) return <p>{messages.atm.adminEmpty}</p>;

  return (
    <StaffTable headings={[text.location, text.status, text.action]}>
      {list.atms.map((atm) => {
        const inService = atm.status === 'in-service';
        const locationId = `atm-${atm.id}-location`;
        const updating = updatingIds.has(atm.id);
        return (
          <StaffRow key={atm.id}>
            <StaffRowHeader id={locationId} className="px-4 py-3 text-left font-medium text-gray-900">
              {atm.location}
            </StaffRowHeader>
            <StaffCell label={text.status}>
              <span
                className={
                  inService
                    ? 'rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap text-green-900'
                    : 'rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap text-red-900'
                }
              >
                {inService ? messages.atm.inService : messages.atm.outOfService}
              </span>
            </StaffCell>
            <StaffCell label={text.action}>
              <button
                type="button"
                role="switch"
                aria-checked={inService}
                aria-labelledby={locationId}
                // aria-disabled rather than disabled: the switch keeps keyboard focus while its update runs.
                aria-disabled={updating}
                aria-busy={updating}
                onClick={() => toggle(atm)}
                className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-disabled:cursor-wait aria-disabled:opacity-60 ${
                  inService ? 'bg-green-700' : 'bg-gray-500'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${
                    inService ? 'translate-x-6' : 'translate-x-0.5'
                  }`}
                />
              </button>
            </StaffCell>
          </StaffRow>
        );
      })}
    </StaffTable>
  );
}
