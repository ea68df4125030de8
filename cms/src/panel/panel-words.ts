import type { Public } from '@strapi/strapi';

/**
 * What Strapi's panel says about each content type and component, in the bank's words: every field's label and
 * one-line description, the entries' title (mainField), the list's columns and order. Applied at every start by
 * panel/panel-configuration.ts, so a fresh database has them and nobody sets them by hand.
 */

/** Scheduled publishing (src/scheduling/) on the types that have it: set on the draft, done by the CMS on time. */
const SCHEDULE_FIELDS = {
  publish_at: {
    label: 'Publish at',
    description:
      "Optional. Save with a time (The Gambia's time, GMT) and the CMS publishes this entry then, within a minute. Change it to move the schedule, clear it to cancel.",
  },
  unpublish_at: {
    label: 'Unpublish at',
    description:
      'Optional. Save with a time (GMT) and the CMS takes this entry off the site then, within a minute. Change it to move the schedule, clear it to cancel.',
  },
  schedule_notice: {
    label: 'Schedule notice',
    description:
      'Set by the CMS: why a "Publish at" was cancelled (a change by someone who may not publish, after it was scheduled). Review the entry and set "Publish at" again.',
    editable: false,
  },
  scheduled_version: {
    label: 'Scheduled version',
    description: 'Kept by the CMS, never shown: the version of this entry that was scheduled, and who scheduled it.',
  },
} as const satisfies Record<string, FieldWords>;

/** Fields Strapi adds to every type; labelled once here. */
export const SYSTEM_FIELD_WORDS = {
  id: { label: 'ID', description: 'Number the CMS gave this entry.' },
  createdAt: { label: 'Created', description: 'When this entry was created.' },
  updatedAt: { label: 'Last changed', description: 'When this entry was last saved.' },
  publishedAt: { label: 'Published', description: 'When this entry was last published on the site.' },
  createdBy: { label: 'Created by', description: 'Who created this entry in the panel.' },
  updatedBy: { label: 'Last changed by', description: 'Who last saved this entry in the panel.' },
  locale: { label: 'Language', description: 'Language of this entry.' },
  localizations: { label: 'Translations', description: 'This entry in other languages.' },
} as const satisfies Record<string, FieldWords>;

/** Strapi's content manager answers documentId's words itself, whatever is stored: it never shows on a form. */
type SystemField = keyof typeof SYSTEM_FIELD_WORDS | 'documentId';

export interface FieldWords {
  label: string;
  description: string;
  /** False: shown read-only on the edit form (the CMS writes it). */
  editable?: false;
}

type OwnFields<Schema extends { attributes: object }> = Exclude<keyof Schema['attributes'], SystemField> & string;
type ApiUid = Extract<keyof Public.ContentTypeSchemas, `api::${string}`>;
type ComponentUid = keyof Public.ComponentSchemas;

/** Every own field of the type must be worded: a new attribute without words fails the typecheck. */
interface ModelWords<Field extends string> {
  fields: Record<Field, FieldWords>;
  /** The field whose value titles an entry; `id` on a single type titles it with the type's name. */
  mainField: Field | 'id';
  /** Collection types: the list's columns and its order (single types have no list). */
  list?: { columns: Array<Field | 'createdAt' | 'updatedAt'>; sortBy: Field | 'createdAt'; order: 'ASC' | 'DESC' };
}

type ContentTypeWords = { [Uid in ApiUid]: ModelWords<OwnFields<Public.ContentTypeSchemas[Uid]>> };
type ComponentWords = { [Uid in ComponentUid]: ModelWords<OwnFields<Public.ComponentSchemas[Uid]>> };

const SORT_ORDER: FieldWords = {
  label: 'Position',
  description: 'Order on the page: lower numbers come first.',
};

export const CONTENT_TYPE_WORDS: ContentTypeWords = {
  'api::atm.atm': {
    fields: {
      location: { label: 'Location', description: 'Where the ATM is, as the ATM locator shows it (e.g. "Brikama - Market").' },
      service_status: {
        label: 'Service status',
        description: 'In service (green badge) or out of service (red badge) on the ATM locator.',
      },
      latitude: {
        label: 'Latitude',
        description:
          'North-south position in decimal degrees, between 13.0 and 13.9 (The Gambia), e.g. 13.4549. Used by "Near me".',
      },
      longitude: {
        label: 'Longitude',
        description: 'East-west position in decimal degrees, negative (west), between -16.9 and -13.7, e.g. -16.5790.',
      },
      opening_hours: {
        label: 'Opening hours',
        description:
          "Leave empty for an ATM open 24 hours. Otherwise one row per opening stretch (e.g. inside a building that closes), in The Gambia's time.",
      },
    },
    mainField: 'location',
    list: { columns: ['location', 'service_status', 'updatedAt'], sortBy: 'location', order: 'ASC' },
  },
  'api::award.award': {
    fields: {
      title: { label: 'Award', description: 'Name of the award, read out to visitors who cannot see the image.' },
      image: { label: 'Image', description: 'Picture of the award shown on /about/awards.' },
      sort_order: SORT_ORDER,
    },
    mainField: 'title',
    list: { columns: ['image', 'title', 'sort_order'], sortBy: 'sort_order', order: 'ASC' },
  },
  'api::banner-slide.banner-slide': {
    fields: {
      heading: { label: 'Heading', description: 'Large text of the slide on the home page banner.' },
      subheading: { label: 'Subheading', description: 'Smaller line under the heading.' },
      description: { label: 'Description', description: 'Short paragraph under the subheading.' },
      image: { label: 'Background image', description: 'Full-width picture behind the text.' },
      button1_label: { label: 'First button: text', description: 'Text of the first button (usually "Online Banking").' },
      button1_link: {
        label: 'First button: link',
        description: 'Address the first button opens in a new tab; empty opens the internet-banking site.',
      },
      button2_label: { label: 'Second button: text', description: 'Text of the second button (usually "Check ATMs").' },
      button2_link: {
        label: 'Second button: link',
        description: 'Address the second button opens in a new tab, e.g. /services/e-banking/atm.',
      },
      sort_order: SORT_ORDER,
      ...SCHEDULE_FIELDS,
    },
    mainField: 'heading',
    list: {
      columns: ['image', 'heading', 'subheading', 'sort_order', 'publish_at', 'unpublish_at'],
      sortBy: 'sort_order',
      order: 'ASC',
    },
  },
  'api::audit-entry.audit-entry': {
    fields: {
      at: { label: 'When', description: 'When the change or login happened.' },
      actor: { label: 'Who', description: "The staff username, the panel user's e-mail, or CMS for the CMS itself." },
      actor_kind: { label: 'Through', description: 'Staff screens, the panel, the CMS itself, or nobody signed in.' },
      address: { label: 'From address', description: 'The address the request came from.' },
      action: {
        label: 'Action',
        description: 'login, login refused, create, update, clone, delete, publish, unpublish, bulk send, retention…',
      },
      subject_type: { label: 'Type', description: 'What kind of entry was changed.' },
      subject_id: { label: 'Entry', description: "The changed entry's document id." },
      title: { label: 'Title', description: "The changed entry's title or name." },
      changes: { label: 'Changes', description: 'Each changed field, before and after (never a password or a token).' },
      reason: { label: 'Reason', description: 'Why a login was refused; which secret changed (never its value).' },
      seq: { label: 'No.', description: "The entry's place in the trail: 1, 2, 3… with none missing (npm run audit:verify)." },
      prev_hash: { label: 'Sealed to', description: 'The seal of the entry before this one.' },
      hash: {
        label: 'Seal',
        description: 'A keyed hash of this entry and the one before: a changed entry no longer matches it.',
      },
    },
    mainField: 'title',
    list: { columns: ['at', 'actor', 'action', 'subject_type', 'title'], sortBy: 'at', order: 'DESC' },
  },
  'api::exchange-rate-change.exchange-rate-change': {
    fields: {
      currency: { label: 'Currency', description: 'The currency whose rate changed, e.g. USD.' },
      buy: { label: 'Buy rate (GMD)', description: 'The buy rate from this change on.' },
      sell: { label: 'Sell rate (GMD)', description: 'The sell rate from this change on.' },
      at: { label: 'When', description: 'When the rate changed.' },
      actor: { label: 'Who', description: "The staff username, the panel user's e-mail, or CMS for the CMS itself." },
      actor_kind: { label: 'Through', description: 'The staff screen, the panel, or the CMS itself.' },
    },
    mainField: 'currency',
    list: { columns: ['at', 'currency', 'buy', 'sell', 'actor'], sortBy: 'at', order: 'DESC' },
  },
  // Hidden from the panel (the scheduler's record of what it did, src/scheduling/); worded so the table stays complete.
  'api::schedule-run.schedule-run': {
    fields: {
      action_key: { label: 'Action', description: 'Type, entry, publish or unpublish, and the time it was set for.' },
      owner: { label: 'CMS instance', description: 'The CMS instance that claimed the action.' },
      lease_until: { label: 'Held until', description: 'Another instance may take the action over after this time.' },
      done_at: { label: 'Done', description: 'When the action was carried out.' },
      outcome: { label: 'Outcome', description: 'Published, unpublished, or why nothing was done.' },
    },
    mainField: 'action_key',
    list: { columns: ['action_key', 'done_at', 'outcome'], sortBy: 'createdAt', order: 'DESC' },
  },
  // Hidden from the panel (the bulk sender's daily counter); worded so the table stays complete.
  'api::bulk-quota.bulk-quota': {
    fields: {
      day: { label: 'Day', description: 'The day (UTC) the messages were reserved on.' },
      channel: { label: 'Channel', description: 'SMS or e-mail.' },
      used: { label: 'Messages reserved', description: 'SMS parts or e-mails reserved that day against BULK_DAILY_LIMIT.' },
    },
    mainField: 'day',
    list: { columns: ['day', 'channel', 'used'], sortBy: 'day', order: 'DESC' },
  },
  'api::branch.branch': {
    fields: {
      name: { label: 'Branch name', description: 'Name of the branch as listed on /about/branches.' },
      address: { label: 'Address', description: 'Street address of the branch.' },
      phone: { label: 'Phone', description: 'Phone number(s) of the branch.' },
      fax: { label: 'Fax', description: 'Fax number; leave empty if the branch has none.' },
      sort_order: SORT_ORDER,
      latitude: {
        label: 'Latitude',
        description:
          'North-south position in decimal degrees, between 13.0 and 13.9 (The Gambia), e.g. 13.4549. Used by "Near me".',
      },
      longitude: {
        label: 'Longitude',
        description: 'East-west position in decimal degrees, negative (west), between -16.9 and -13.7, e.g. -16.5790.',
      },
      opening_hours: {
        label: 'Opening hours',
        description:
          "One row per opening stretch in The Gambia's time (two rows for a day with a break); a weekday without a row is closed.",
      },
      closures: {
        label: 'Closures',
        description: 'Days the branch is closed, e.g. public holidays: the date and the reason visitors see ("Closed today: …").',
      },
      facilities: {
        label: 'Facilities',
        description: 'What the branch offers on site (foreign exchange, safe deposit, step-free access…), each once.',
      },
    },
    mainField: 'name',
    list: { columns: ['name', 'address', 'phone', 'sort_order'], sortBy: 'sort_order', order: 'ASC' },
  },
  'api::bulk-recipient.bulk-recipient': {
    fields: {
      job: { label: 'Bulk send', description: 'Document ID of the bulk send this recipient belongs to.' },
      recipient: { label: 'Recipient', description: 'Phone number or e-mail address the message went to.' },
      state: {
        label: 'Outcome',
        description:
          'Pending, claimed (taken by a worker), sending, sent, failed, or unknown (in flight when the CMS stopped; never sent again).',
      },
      claim: {
        label: 'Worker claim',
        description: 'Internal: the batch a worker took this recipient in; only that worker sends it.',
      },
      provider_id: { label: 'Provider reference', description: "The SMS or e-mail provider's id for this message." },
      reason: { label: 'Reason', description: 'Why sending failed, as the provider said.' },
      delivery: {
        label: 'Delivery',
        description:
          "The provider's delivery report of a sent SMS: delivered, undelivered or in transit; empty until a report comes.",
      },
      delivery_reason: { label: 'Delivery failure', description: 'Why the provider could not deliver it, as it said.' },
      reported_at: { label: 'Reported', description: 'When the delivery report that set the delivery came.' },
    },
    mainField: 'recipient',
    list: { columns: ['recipient', 'state', 'delivery', 'reason', 'createdAt'], sortBy: 'createdAt', order: 'DESC' },
  },
  'api::bulk-send.bulk-send': {
    fields: {
      channel: { label: 'Channel', description: 'SMS or e-mail.' },
      sent_by: { label: 'Sent by', description: 'Staff account that sent it from the bulk sender.' },
      message: { label: 'Message', description: 'The general message every recipient received.' },
      sheet_name: { label: 'Sheet', description: 'File name of the Excel sheet the recipients came from, as uploaded.' },
      subject: { label: 'Subject', description: "An e-mail send's subject line (empty for SMS)." },
      parts: {
        label: 'SMS per message',
        description: 'How many SMS each message takes (1 for e-mails); the daily limit counts them.',
      },
      state: { label: 'Progress', description: 'Preparing, queued, sending or finished.' },
      outcome: { label: 'Result', description: 'Summary of the send once it finished.' },
      total: { label: 'Recipients', description: 'Number of valid, distinct recipients in the sheet.' },
      sent: { label: 'Sent', description: 'Messages the provider accepted.' },
      failed: { label: 'Failed', description: 'Messages the provider refused.' },
      unknown: { label: 'Unknown', description: 'Messages in flight when the CMS stopped; never sent again.' },
      delivered: { label: 'Delivered', description: "Sent SMS the provider reported delivered to the customer's phone." },
      undelivered: {
        label: 'Not delivered',
        description: 'Sent SMS the provider reported failed or rejected (the reason is on each recipient).',
      },
      in_transit: {
        label: 'In transit',
        description: 'Sent SMS the provider reported on its way, not yet delivered or failed.',
      },
      invalid: { label: 'Invalid rows', description: 'Rows of the sheet without a usable phone number or address.' },
      duplicates: { label: 'Duplicates', description: 'Rows left out because the recipient was already in the sheet.' },
      finished_at: { label: 'Finished', description: 'When the last message was handled.' },
      fingerprint: { label: 'Fingerprint', description: 'Internal: recognises the same sheet and message sent twice.' },
      idempotency_key: { label: 'Request key', description: 'Internal: recognises a repeated request for the same send.' },
      lease_owner: { label: 'Worker', description: 'Internal: the CMS instance sending it.' },
      lease_until: { label: 'Worker lease', description: "Internal: until when that instance's claim holds." },
    },
    mainField: 'message',
    list: {
      columns: ['createdAt', 'channel', 'sent_by', 'state', 'total', 'sent', 'failed', 'delivered', 'undelivered'],
      sortBy: 'createdAt',
      order: 'DESC',
    },
  },
  'api::correspondent-bank.correspondent-bank': {
    fields: {
      bank: { label: 'Bank', description: 'Name of the correspondent bank.' },
      address: { label: 'Address', description: 'Street address of the bank.' },
      zipcode: { label: 'Zip code', description: 'Postal code; leave empty if none.' },
      pobox: { label: 'P.O. Box', description: 'Post office box; leave empty if none.' },
      country: { label: 'Country', description: 'Country of the bank.' },
      bic: { label: 'BIC (SWIFT code)', description: '8 or 11 characters, e.g. CITIUS33.' },
      sort_order: SORT_ORDER,
    },
    mainField: 'bank',
    list: { columns: ['bank', 'country', 'bic', 'sort_order'], sortBy: 'sort_order', order: 'ASC' },
  },
  'api::deposit-term.deposit-term': {
    fields: {
      minimum_amount: {
        label: 'Minimum fixed deposit (GMD)',
        description: 'Smallest amount accepted, in dalasi, e.g. 25000; the calculator refuses less.',
      },
      tenors: {
        label: 'Tenors and rates',
        description: 'Each tenor in months with its listed rate per year; a tenor without a rate reads "ask a branch".',
      },
    },
    mainField: 'id',
  },
  'api::loan-term.loan-term': {
    fields: {
      products: {
        label: 'Loan products',
        description: 'Each loan product of the repayment calculator on /services/loans, in the order visitors see them.',
      },
    },
    mainField: 'id',
  },
  'api::document.document': {
    fields: {
      kind: { label: 'List', description: 'Application form (/forms) or report (/reports).' },
      file: { label: 'File', description: 'The PDF, Word document or image visitors download.' },
      category: { label: 'Title', description: 'Title shown on the list, as the uploader typed it.' },
      filename: { label: 'File name', description: 'Name in the download address; unique.' },
      date_uploaded: { label: 'Uploaded on', description: 'Shown as "Uploaded on: {date}"; the lists are newest first.' },
    },
    mainField: 'category',
    list: { columns: ['category', 'kind', 'filename', 'date_uploaded'], sortBy: 'date_uploaded', order: 'DESC' },
  },
  'api::exchange-rate.exchange-rate': {
    fields: {
      currency: { label: 'Currency', description: 'Currency code, e.g. USD.' },
      buy: { label: 'Buy rate (GMD)', description: 'Dalasi the bank pays for one unit of the currency.' },
      sell: { label: 'Sell rate (GMD)', description: 'Dalasi the bank asks for one unit of the currency.' },
      icon: { label: 'Icon', description: 'Flag or symbol shown beside the currency; empty shows a globe.' },
      sort_order: SORT_ORDER,
    },
    mainField: 'currency',
    list: { columns: ['currency', 'buy', 'sell', 'updatedAt'], sortBy: 'sort_order', order: 'ASC' },
  },
  'api::gallery-image.gallery-image': {
    fields: {
      image: { label: 'Image', description: 'Picture shown in the home page gallery ("moments with the bank").' },
      alt_text: { label: 'Description for screen readers', description: 'What the picture shows, in a few words.' },
    },
    mainField: 'alt_text',
    list: { columns: ['image', 'alt_text', 'createdAt'], sortBy: 'createdAt', order: 'DESC' },
  },
  'api::important-notice.important-notice': {
    fields: {
      title: { label: 'Title', description: "Text of the link in the home page's important links." },
      file: { label: 'PDF', description: 'The notice the link opens in a new tab.' },
      ...SCHEDULE_FIELDS,
    },
    mainField: 'title',
    list: { columns: ['title', 'file', 'createdAt', 'publish_at', 'unpublish_at'], sortBy: 'createdAt', order: 'DESC' },
  },
  'api::job-opening.job-opening': {
    fields: {
      title: { label: 'Job title', description: 'e.g. "Teller".' },
      department: { label: 'Department', description: 'e.g. "Finance".' },
      location: { label: 'Location', description: 'Town of the job, e.g. "Banjul".' },
      type: { label: 'Contract', description: 'e.g. "Full-time".' },
      link: { label: 'Apply Now link', description: 'Address of the external job site the Apply Now button opens.' },
    },
    mainField: 'title',
    list: { columns: ['title', 'department', 'location', 'type'], sortBy: 'title', order: 'ASC' },
  },
  'api::news-item.news-item': {
    fields: {
      title: { label: 'Title', description: 'Headline on the news card and in the Read More window.' },
      image: { label: 'Image', description: 'Picture on the news card and in the Read More window.' },
      author_name: { label: 'Author', description: 'Name shown as the author of the news.' },
      date: { label: 'Date', description: 'Date shown on the news; the newest news comes first.' },
      category: { label: 'Category', description: 'News, Events or Donation.' },
      summary: { label: 'Summary', description: 'A few lines on the news card.' },
      full_text: { label: 'Full text', description: 'The whole story, shown in the Read More window.' },
      ...SCHEDULE_FIELDS,
    },
    mainField: 'title',
    list: { columns: ['title', 'date', 'category', 'publish_at', 'unpublish_at'], sortBy: 'date', order: 'DESC' },
  },
  'api::partner.partner': {
    fields: {
      name: { label: 'Partner', description: 'Name of the partner, read out to visitors who cannot see the logo.' },
      logo: { label: 'Logo', description: 'Logo in the home page partners strip.' },
      url: { label: 'Website', description: "Address of the partner's website; leave empty for none." },
      sort_order: SORT_ORDER,
    },
    mainField: 'name',
    list: { columns: ['logo', 'name', 'url', 'sort_order'], sortBy: 'sort_order', order: 'ASC' },
  },
  'api::person.person': {
    fields: {
      name: { label: 'Name', description: 'Full name as shown on /about.' },
      position: { label: 'Position', description: 'e.g. "Managing Director".' },
      description: { label: 'Biography', description: 'Shown when a visitor opens the profile.' },
      image: { label: 'Photo', description: 'Portrait shown on the card and in the profile.' },
      group: { label: 'Team', description: 'Board of Directors or Management Team.' },
      sort_order: SORT_ORDER,
    },
    mainField: 'name',
    list: { columns: ['image', 'name', 'position', 'group', 'sort_order'], sortBy: 'sort_order', order: 'ASC' },
  },
  'api::product-term.product-term': {
    fields: {
      student_savings_minimum_opening_balance: {
        label: 'Minimum opening balance, student savings (GMD)',
        description: 'e.g. "D300", on the student savings page.',
      },
      student_savings_interest_threshold: {
        label: 'Interest threshold, student savings (GMD)',
        description: 'Interest applies on balances of this and above, e.g. "D3,000".',
      },
      student_savings_interest_paid: {
        label: 'Interest paid in, student savings',
        description: 'Months the interest is paid, e.g. "June and December".',
      },
      student_savings_eligibility: { label: 'Who can open, student savings', description: 'e.g. "under 18s".' },
      student_current_atm_card_cost: {
        label: 'ATM card cost, student current account (GMD)',
        description: 'e.g. "D200", on the student current account page.',
      },
      student_current_eligibility: { label: 'Who can open, student current account', description: 'e.g. "18 and over".' },
      savings_interest: {
        label: 'Savings interest',
        description: 'How savings interest accrues and is paid, e.g. "accrues monthly and is paid half-yearly".',
      },
      cheque_clearing_threshold: {
        label: 'Cheque clearing threshold (GMD)',
        description: 'Cheques above this go through the channels below, e.g. "D50,000".',
      },
      cheque_clearing_channels: {
        label: 'Channels for cheques above the threshold',
        description: 'e.g. "ACH/ACP and RTGS".',
      },
      mini_statement_transactions: {
        label: 'Transactions on a mini statement',
        description: 'Number of last transactions a mini statement shows, e.g. 15.',
      },
      atm_pin_one_time_code_digits: {
        label: 'Digits of the ATM one-time code',
        description: 'Length of the one-time code for setting up an ATM PIN, e.g. 6.',
      },
      atm_pin_digits: { label: 'Digits of the ATM PIN', description: 'Length of the ATM PIN, e.g. 4.' },
      overdraft_maximum_period: {
        label: 'Longest overdraft period',
        description: 'e.g. "not over twelve months", on the loans page.',
      },
      cheque_discounting_arrangement_fee: {
        label: 'Cheque discounting arrangement fee',
        description: 'e.g. "1.5%", on the other services page.',
      },
      bankers_indemnity_rate: {
        label: "Banker's indemnity charge",
        description: 'Share of the invoice value, e.g. "1%".',
      },
      bankers_indemnity_minimum: {
        label: "Banker's indemnity minimum (GMD)",
        description: 'Smallest charge, e.g. "D750".',
      },
      guarantee_issuing_charge: { label: 'Guarantee issuing charge', description: 'e.g. "1.5%".' },
      guarantee_commission: { label: 'Guarantee commission', description: 'e.g. "0.5% per quarter".' },
      foreign_currencies: {
        label: 'Foreign currency account currencies',
        description: 'Currencies a foreign currency account can hold, e.g. "USD, EUR, GBP".',
      },
      corporate_relationship_manager: {
        label: 'Corporate Relationship Manager sentence',
        description: "Sentence on the corporate banking page about the client's relationship manager.",
      },
      dividend_per_share: {
        label: 'Final dividend per share',
        description: 'In the AGM notice, e.g. "55 bututs per share".',
      },
      dividend_warrant_hours: {
        label: 'Dividend warrant collection hours',
        description: 'In the AGM notice, e.g. "8 a.m. to 1 p.m.".',
      },
    },
    mainField: 'id',
  },
  'api::subsidiary.subsidiary': {
    fields: {
      name: { label: 'Name', description: 'Name of the subsidiary.' },
      slug: { label: 'Page address', description: 'Last part of its page address, e.g. "bayba" for /about/subsidiaries/bayba.' },
      link: { label: 'Website', description: "Address of the subsidiary's own website." },
      logo: { label: 'Logo', description: 'Logo on the subsidiary card.' },
      description: { label: 'Description', description: 'Text on the subsidiary card.' },
    },
    mainField: 'name',
    list: { columns: ['logo', 'name', 'link'], sortBy: 'name', order: 'ASC' },
  },
};

export const COMPONENT_WORDS: ComponentWords = {
  'deposit.tenor-rate': {
    fields: {
      months: { label: 'Tenor (months)', description: 'Length of the deposit in months, e.g. 3.' },
      annual_rate: {
        label: 'Rate per year (%)',
        description: 'Listed rate in percent, e.g. 2.5; leave empty for "ask a branch for the rate".',
      },
    },
    mainField: 'months',
  },
  'loan.product': {
    fields: {
      name: { label: 'Product name', description: 'As visitors choose it, e.g. Personal loan; each name once.' },
      method: {
        label: 'How the rate is quoted',
        description: 'reducing_balance: interest on the balance left (annuity); flat: on the whole amount for the whole term.',
      },
      annual_rate: { label: 'Rate per year (%)', description: 'Rate in percent, e.g. 22 or 18.5.' },
      minimum_amount: {
        label: 'Smallest amount (GMD)',
        description: 'In whole dalasi, e.g. 10000; the calculator refuses less.',
      },
      maximum_amount: { label: 'Largest amount (GMD)', description: 'In whole dalasi; not below the smallest amount.' },
      minimum_months: { label: 'Shortest term (months)', description: 'In whole months, e.g. 6.' },
      maximum_months: { label: 'Longest term (months)', description: 'In whole months; not below the shortest term.' },
    },
    mainField: 'name',
  },
  'place.opening-interval': {
    fields: {
      weekday: { label: 'Weekday', description: 'The day of the week this stretch applies to.' },
      opens: { label: 'Opens', description: 'Opening time, HH:MM on the 24-hour clock, e.g. 08:00.' },
      closes: {
        label: 'Closes',
        description: 'Closing time, HH:MM, after the opening time and not overlapping another row of the day, e.g. 16:00.',
      },
    },
    mainField: 'weekday',
  },
  'place.closure': {
    fields: {
      date: { label: 'Date', description: 'The day the branch is closed.' },
      reason: { label: 'Reason', description: 'Why, as visitors read it: "Closed today: <reason>", e.g. Independence Day.' },
    },
    mainField: 'reason',
  },
  'place.facility': {
    fields: {
      facility: { label: 'Facility', description: 'A service the branch offers, from the list.' },
    },
    mainField: 'facility',
  },
};
