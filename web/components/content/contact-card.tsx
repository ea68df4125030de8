import { useLocalised } from '@/components/ui/page-locale';
import { contactCardWords, type SubsidiaryContact } from '@/content/subsidiary-contacts';
import { telHref } from '@/lib/shared/tel-href';

/**
 * Address, phones, e-mail and opening hours of an office, as a labelled card: its labels and the hours in the language
 * of the text around it.
 */
export default function ContactCard({ contact, title }: { contact: SubsidiaryContact; title?: string }) {
  const words = useLocalised(contactCardWords);
  const hours = useLocalised(contact.hours);
  return (
    <section aria-labelledby="contact-card-heading" className="rounded-xl bg-brand p-6 text-white on-dark sm:p-7">
      <h2 id="contact-card-heading" className="text-xl font-semibold">
        {title ?? words.title}
      </h2>
      <p className="mt-1 text-white/85">{contact.name}</p>
      <dl className="mt-4 space-y-3">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wider text-accent">{words.address}</dt>
          <dd className="mt-0.5">{contact.address}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wider text-accent">{words.telephone}</dt>
          <dd className="mt-0.5 flex flex-wrap gap-x-4">
            {contact.phones.map((phone) => (
              <a key={phone} href={telHref(phone)} className="underline-offset-2 hover:underline">
                {phone}
              </a>
            ))}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wider text-accent">{words.email}</dt>
          <dd className="mt-0.5">
            <a href={`mailto:${contact.email}`} className="underline underline-offset-2">
              {contact.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wider text-accent">{words.hours}</dt>
          <dd className="mt-0.5">{hours}</dd>
        </div>
      </dl>
    </section>
  );
}
