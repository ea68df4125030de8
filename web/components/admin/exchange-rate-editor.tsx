'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { listExchangeRates, putExchangeRate, type ExchangeRate } from '@/lib/shared/admin/admin-api';
import { confirmDialog, showDialog } from '@/lib/shared/admin/dialogs';
import {
  buildRateUpdate,
  isEmptyUpdate,
  largeChanges,
  rateChanges,
  type RateChange,
  type RateDraft,
} from '@/lib/shared/admin/exchange-payload';
import { replyMessage } from '@/lib/shared/admin/server-reply';
import { messages } from '@/lib/shared/messages';
import { failedWith } from '@/lib/shared/site-error';
import { CurrencyRowHeader } from '@/components/rates/rate-table';
import { useStaffSession } from './staff-session-provider';
import { StaffCell, StaffRow, StaffTable } from './staff-table';
import { secondaryButton, smallPrimaryButton } from './styles';

const text = messages.staff.exchange;

function loadErrorText(error: unknown): string {
  if (failedWith(error, 'status')) return messages.rates.failed;
  return messages.rates.errorPrefix + (error instanceof Error ? error.message : String(error));
}

function changeTexts(changes: RateChange[]): string[] {
  return changes.map((change) =>
    text.change(change.field === 'buy' ? text.buy : text.sell, change.from, change.to, change.percent),
  );
}

const rateInput =
  'w-28 rounded-md border border-gray-400 bg-white px-2 py-1 text-right text-gray-900 focus:border-brand ' +
  'focus:outline-none focus:ring-2 focus:ring-brand';

/**
 * Exchange rates admin (SPEC sections 2, 4, 5 and 8): one row at a time turns into number inputs;
 * only the changed fields are sent.
 */
export function ExchangeRateEditor() {
  const { token } = useStaffSession();
  const { data, error, isLoading, mutate } = useSWR('/api/get_exchange_rates', listExchangeRates, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  const [editingId, setEditingId] = useState<string | null>(null);
  const [draft, setDraft] = useState<RateDraft>({ buy: '', sell: '' });
  const [saving, setSaving] = useState(false);
  const [lastSaved, setLastSaved] = useState<string | null>(null);

  function toggleEdit(rate: ExchangeRate) {
    if (editingId === rate.id) {
      setEditingId(null);
      return;
    }
    setEditingId(rate.id);
    setDraft({ buy: String(rate.buy), sell: String(rate.sell) });
  }

  async function save(rate: ExchangeRate) {
    const update = buildRateUpdate(rate, draft);
    if (isEmptyUpdate(update)) {
      setEditingId(null);
      return;
    }
    const changes = rateChanges(rate, update);
    const large = largeChanges(changes);
    if (
      large.length > 0 &&
      !(await confirmDialog({
        title: text.largeChangeTitle,
        text: text.largeChangeText(rate.currency, changeTexts(large)),
        confirmButtonText: text.largeChangeConfirm,
        cancelButtonText: text.cancel,
        destructive: true,
      }))
    ) {
      return;
    }
    setSaving(true);
    let reply;
    try {
      reply = await putExchangeRate(rate.id, update, token);
    } catch (failure) {
      console.error('Updating the exchange rate failed', rate.id, failure);
    }
    setSaving(false);

    if (!reply?.ok) {
      if (reply) console.error('Updating the exchange rate failed', rate.id, reply.status, reply.body);
      await showDialog('error', messages.exchange.errorTitle, replyMessage(reply?.body, messages.exchange.updateFailed));
      return;
    }
    await mutate((rates) => rates?.map((entry) => (entry.id === rate.id ? { ...entry, ...update } : entry)), {
      revalidate: false,
    });
    setEditingId(null);
    setLastSaved(text.saved(rate.currency, changeTexts(changes)));
    await showDialog('success', messages.staff.successTitle, replyMessage(reply.body, ''));
  }

  if (isLoading) return <p role="status">{messages.rates.loading}</p>;
  if (error) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-4">
        <p className="font-semibold text-red-700">{loadErrorText(error)}</p>
        <button type="button" onClick={() => mutate()} className={secondaryButton}>
          {messages.rates.retry}
        </button>
      </div>
    );
  }
  if (!data || data.length === 0) return <p>{messages.rates.empty}</p>;

  return (
    <>
      <p role="status" className="mb-3 min-h-6 text-sm text-gray-700">
        {lastSaved}
      </p>
      <StaffTable headings={[text.currency, text.buy, text.sell, text.actions]}>
        {data.map((rate) => {
          const editing = editingId === rate.id;
          const buyId = `rate-${rate.id}-buy`;
          const sellId = `rate-${rate.id}-sell`;
          return (
            <StaffRow key={rate.id}>
              <CurrencyRowHeader
                rate={rate}
                role="rowheader"
                className="px-4 py-3 text-left font-semibold text-gray-900"
                iconClassName="mr-2"
              />
              <StaffCell label={text.buy} className="px-4 py-3 text-gray-900">
                {editing ? (
                  <>
                    <label htmlFor={buyId} className="sr-only">
                      {text.buyFor(rate.currency)}
                    </label>
                    <input
                      id={buyId}
                      type="number"
                      step="any"
                      inputMode="decimal"
                      value={draft.buy}
                      onChange={(event) => setDraft((current) => ({ ...current, buy: event.target.value }))}
                      className={rateInput}
                    />
                  </>
                ) : (
                  rate.buy
                )}
              </StaffCell>
              <StaffCell label={text.sell} className="px-4 py-3 text-gray-900">
                {editing ? (
                  <>
                    <label htmlFor={sellId} className="sr-only">
                      {text.sellFor(rate.currency)}
                    </label>
                    <input
                      id={sellId}
                      type="number"
                      step="any"
                      inputMode="decimal"
                      value={draft.sell}
                      onChange={(event) => setDraft((current) => ({ ...current, sell: event.target.value }))}
                      className={rateInput}
                    />
                  </>
                ) : (
                  rate.sell
                )}
              </StaffCell>
              <StaffCell label={text.actions}>
                <div className="flex gap-2">
                  <button type="button" aria-pressed={editing} onClick={() => toggleEdit(rate)} className={secondaryButton}>
                    {text.edit}
                  </button>
                  {editing ? (
                    <>
                      <button
                        type="button"
                        onClick={() => save(rate)}
                        disabled={saving}
                        aria-busy={saving}
                        className={smallPrimaryButton}
                      >
                        {text.save}
                      </button>
                      <button type="button" onClick={() => setEditingId(null)} disabled={saving} className={secondaryButton}>
                        {text.cancel}
                      </button>
                    </>
                  ) : null}
                </div>
              </StaffCell>
            </StaffRow>
          );
        })}
      </StaffTable>
    </>
  );
}
