import { smsParts } from '@bank/shared/sms-parts';
import type { SendType } from '@/lib/shared/admin/admin-api';
import { messages } from '@/lib/shared/messages';

const text = messages.staff.bulk;

interface MessageCounterProps {
  id: string;
  message: string;
  sendType: SendType;
}

/**
 * The live count under the General Message: characters, and for SMS how many SMS each recipient's message takes,
 * counted as the CMS counts them (@bank/shared/sms-parts), naming any character outside GSM-7 that makes it UCS-2.
 */
export function MessageCounter({ id, message, sendType }: MessageCounterProps) {
  // The CMS sends the message trimmed.
  const sent = message.trim();
  const size = smsParts(sent);
  const characters = [...sent].length;
  return (
    <div id={id} className="mt-1 text-sm text-gray-700">
      <p>
        {text.characters(characters)}
        {sendType === 'sms' ? ` · ${text.smsParts(size.parts)}` : null}
      </p>
      {sendType === 'sms' && size.encoding === 'UCS-2' ? (
        <p className="font-semibold text-amber-900">{text.outsideGsm(size.outsideGsm.join(' '))}</p>
      ) : null}
    </div>
  );
}
