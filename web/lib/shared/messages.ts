import { countOf } from './format';
import { atmMessages, depositMessages, rateMessages, routingMessages, searchMessages, splashMessage } from './public-messages';

/** Every user-facing text of SPEC.md, quoted exactly, so screens and tests agree. */
export const messages = {
  splash: splashMessage,
  routing: routingMessages,
  rates: rateMessages,
  atm: atmMessages,
  deposit: depositMessages,
  /** Not in the spec: a service page whose fees and balances could not be read from the CMS yet. */
  productTermsUnavailable:
    'The fees and balances of this service are being updated. Please call us or visit a branch for the current figures.',
  /** Site search (not in the spec): the box, and the /search page's headings, states and result labels. */
  search: {
    ...searchMessages,
    title: 'Search',
    intro: 'News, services, branches, ATMs, application forms and reports.',
    resultsFor: (query: string) => `Results for “${query}”`,
    count: (n: number) => countOf(n, 'result', 'results'),
    emptyQuery: 'Type a word to search news, services, branches, ATMs, application forms and reports.',
    noResults: (query: string) =>
      `Nothing matches “${query}”. Check the spelling, try a shorter or different word, or browse the menu.`,
    partial: 'Some content could not be searched just now; the results may be incomplete.',
    download: 'Download',
    kinds: { news: 'News', page: 'Page', branch: 'Branch', atm: 'ATM', form: 'Application form', report: 'Report' },
  },
  downloads: {
    uploadedOn: (date: string) => `Uploaded on: ${date}`,
    download: 'Download',
    reportsEmpty: 'No reports available for download.',
    formsEmpty: 'No forms available for download.',
    reportsFailed: 'Failed to load reports.',
    formsFailed: 'Failed to load forms.',
  },
  login: {
    invalid: 'Invalid credentials',
    failed: 'Login failed',
    atmTitle: 'ATM Admin Login',
  },
  busy: { submitting: 'Submitting…', uploading: 'Uploading…', sending: 'Sending…' },
  news: {
    confirmTitle: 'Add this news item?',
    confirmText: 'Are you sure you want to submit this news post?',
    confirmButton: 'Yes, submit',
    cancel: 'Cancel',
    addedInline: 'News added successfully!',
    addedTitle: 'Success!',
    addedText: 'News post submitted successfully.',
    failedInline: 'Failed to add news.',
    failedTitle: 'Error',
    failedText: 'There was a problem submitting the news.',
    categoryPlaceholder: '— Select —',
    deleteTitle: (title: string) => `Delete "${title}"?`,
    deleteButton: 'Yes, delete it!',
    deletedTitle: 'Deleted!',
    deletedText: 'The news has been deleted.',
    deleteFailedTitle: 'Error!',
    deleteFailedText: 'Could not delete the news.',
  },
  exchange: { updateFailed: 'Failed to update rate', errorTitle: 'Error' },
  documents: {
    noFileTitle: 'No file selected',
    noFileText: 'Please choose a file to upload.',
    failedTitle: 'Upload Failed',
    failedText: 'An error occurred during upload.',
    success: 'File uploaded successfully.',
    categoryPlaceholder: 'Enter category',
  },
  gallery: {
    noFilesTitle: 'No files selected',
    noFilesText: 'Please choose at least one image to upload.',
    failedTitle: 'Upload failed',
    failedText: 'Something went wrong while uploading.',
    success: 'Images uploaded successfully.',
    button: 'Upload Image(s)',
  },
  notice: {
    noFileTitle: 'No File Selected',
    noFileText: 'Please choose a PDF file to upload.',
    noTitleTitle: 'Title Required',
    noTitleText: 'Please enter a title for the PDF.',
    confirmTitle: 'Upload PDF?',
    confirmText: 'Are you sure you want to upload this file?',
    failedInline: 'Failed to upload PDF.',
    failedText: 'There was a problem uploading the PDF.',
    success: 'PDF uploaded successfully.',
  },
  bulk: {
    missingTitle: 'Missing Fields',
    missingText: 'File and message are required.',
    failed: 'Something went wrong.',
    success: 'Messages sent successfully.',
    /** Not in the spec: the CMS's answer to a send without an admin token (its 401), also said by the site. */
    signInRequired: 'Please sign in as an administrator to send messages.',
  },
  /** Staff-area labels, headings and buttons named by SPEC section 2; texts the spec leaves open are marked. */
  staff: {
    areaName: 'Staff area',
    skipLink: 'Skip to main content',
    backToSite: 'Back to the website',
    /** Not in the spec: the staff header's account line and its sign-out button. */
    signedInAs: (username: string) => `Signed in as ${username}`,
    signOut: 'Sign out',
    /** Not in the spec: title of success dialogs whose text is the server's message. */
    successTitle: 'Success',
    /** Not in the spec: title of failure dialogs the spec gives no title for. */
    errorTitle: 'Error',
    login: {
      adminTitle: 'Admin Login',
      username: 'Username',
      password: 'Password',
      submit: 'Login',
      /** Not in the spec: two-factor sign-in's step after the password (docs/security.md "Two-factor sign-in"). */
      code: 'Enter the 6-digit code from your authenticator app',
      codeHint: 'Your password was right. The code changes every 30 seconds.',
      startAgain: 'Start again',
    },
    dashboard: {
      adminTitle: 'Admin Dashboard',
      atmTitle: 'ATM Admin Dashboard',
      manageNews: 'Manage News',
      updateExchangeRates: 'Update Exchange Rates',
      uploadImages: 'Upload Images',
      annualReports: 'Anual Reports',
      applicationForms: 'Application Forms',
      updateAtmStatus: 'Update ATM Status',
      importantNotices: 'Important Notices',
      /** Not in the spec's seven tiles: the way to the bulk sender. */
      bulkSender: 'Bulk SMS / E-mail',
    },
    news: {
      adminTitle: 'Manage News',
      addTile: 'Add New News',
      deleteTile: 'Delete News',
      addTitle: 'Add News',
      deleteTitle: 'Delete News',
      title: 'Title',
      author: 'Author Name',
      category: 'Category',
      categories: ['News', 'Events', 'Donation'],
      summary: 'Summary',
      fullText: 'Full Text',
      date: 'Date',
      image: 'Upload Image',
      submit: 'Submit',
      delete: 'Delete',
      byline: (author: string, date: string) => `By ${author} · ${date}`,
      empty: 'No news items.',
      /** Not in the spec: Edit beside Add and Delete, and a search over the lists. */
      editHeading: 'Edit News',
      editHint: 'Choose an item to change its title, author, category, summary, text, image or date.',
      edit: 'Edit',
      editTitle: 'Edit News',
      search: 'Search news',
      searchHint: 'Searches title, author, category and summary.',
      matches: (shown: number, total: number) => `Showing ${shown} of ${total}`,
      noMatch: 'No news item matches your search.',
      currentImage: 'Current image',
      newImage: 'New image (optional: leave empty to keep the current one)',
      save: 'Save changes',
      notFound: 'This news item no longer exists.',
      savedTitle: 'Saved',
      savedText: 'The news item was updated.',
      saveFailed: 'Could not save the news item.',
    },
    exchange: {
      title: 'Update Exchange Rates',
      currency: 'Currency',
      buy: 'Buy Rate',
      sell: 'Sell Rate',
      actions: 'Actions',
      edit: 'Edit',
      save: 'Save',
      buyFor: (currency: string) => `Buy Rate for ${currency}`,
      sellFor: (currency: string) => `Sell Rate for ${currency}`,
      /** Not in the spec: leaves the row unsaved (Edit still toggles, as the spec says). */
      cancel: 'Cancel',
      /** Not in the spec: one change, old and new value, e.g. "Sell Rate from 72.75 to 80 (+10%)". */
      change: (label: string, from: number, to: number, percent: number) =>
        `${label} from ${from} to ${to} (${percent > 0 ? '+' : ''}${percent}%)`,
      /** Not in the spec: the confirmation of a change of more than 5 % of the current rate. */
      largeChangeTitle: 'Save a change of more than 5%?',
      largeChangeText: (currency: string, changes: string[]) =>
        `${currency}: ${changes.join(', ')}. Please check the new rate before saving it.`,
      largeChangeConfirm: 'Yes, save it',
      /** Not in the spec: what the last save changed, under the heading. */
      saved: (currency: string, changes: string[]) => `${currency} saved: ${changes.join(', ')}.`,
    },
    documents: {
      formsTitle: 'Upload Application Forms',
      reportsTitle: 'Upload Annual Reports',
      file: 'Choose File',
      title: 'Title',
      submit: 'Upload',
    },
    gallery: {
      title: 'Upload Images',
      picker: 'Choose Images',
      previews: 'Selected images',
      previewAlt: (name: string) => `Preview of ${name}`,
    },
    notice: {
      title: 'Important Notices',
      titleField: 'Title',
      file: 'PDF File',
      submit: 'Upload PDF',
      /** Not in the spec: the confirmation's button and the answer to a non-PDF file. */
      confirmButton: 'Yes, upload',
      invalidTypeTitle: 'Invalid File',
      invalidTypeText: 'Only PDF files are allowed.',
    },
    atm: { title: 'Update ATM Status', location: 'ATM Location', status: 'Status', action: 'Action' },
    /** Not in the spec: what each upload screen lists, and its Remove with a confirmation naming the item. */
    uploads: {
      formsHeading: 'Uploaded forms',
      reportsHeading: 'Uploaded reports',
      imagesHeading: 'Gallery images',
      noticesHeading: 'Uploaded notices',
      empty: 'Nothing uploaded yet.',
      loadFailed: 'The list could not be loaded. Please reload the page.',
      noMatch: 'Nothing matches your search.',
      newestFirst: 'Newest first.',
      search: 'Search',
      remove: 'Remove',
      uploadedOn: (date: string) => `Uploaded on ${date}`,
      imageName: (name: string) => `Image ${name}`,
      open: 'Open',
      confirmTitle: (name: string) => `Remove "${name}"?`,
      confirmText: 'It is taken off the website and can no longer be downloaded. This cannot be undone.',
      confirmButton: 'Yes, remove it',
      cancel: 'Cancel',
      removedTitle: 'Removed',
      removedText: (name: string) => `"${name}" was removed from the website.`,
      failedText: 'Could not remove it. Please try again.',
    },
    bulk: {
      title: 'Bulk SMS / Email Sender',
      file: 'Excel File',
      message: 'General Message',
      sendType: 'Send Type',
      sms: 'Send SMS',
      email: 'Send Email',
      submit: 'Send Messages',
      /** Not in the spec: the page's own admin sign-in (the token lives in memory, so a reload loses it). */
      signInTitle: 'Sign in to send messages',
      signInHint: 'This page needs an administrator sign-in. Your sign-in is kept only until the page is reloaded.',
      signIn: 'Sign in',
      signingIn: 'Signing in…',
      /** Not in the spec: the progress of a stored send, while the CMS sends it in the background. */
      progressTitle: 'Progress',
      queued: (total: number) => `Waiting to send to ${countOf(total, 'recipient', 'recipients')}`,
      progress: (counts: { sent: string; failed: string; unknown: string; total: string }) =>
        `Sending: ${counts.sent} sent, ${counts.failed} failed, ${counts.unknown} unknown of ${counts.total}`,
      progressLabel: 'Share of recipients handled',
      /** Not in the spec: what the SMS provider's delivery reports said of the sent messages so far. */
      delivery: (counts: { delivered: string; undelivered: string; inTransit: string; sent: string }) =>
        `Delivery reports: ${counts.delivered} delivered, ${counts.undelivered} not delivered, ${counts.inTransit} in transit of ${counts.sent} sent`,
      /** Title of the dialog for a send the server had already received (its message says when). */
      repeatTitle: 'Already received',
      /** Not in the spec: said under the file field as soon as a file that is not a spreadsheet is chosen. */
      notSpreadsheet: (name: string) => `${name} is not a spreadsheet. Please choose an Excel file (.xls or .xlsx).`,
      /** Not in the spec: an e-mail send's subject. */
      subject: 'Subject',
      /** Not in the spec: the live count under the General Message. */
      characters: (n: number) => countOf(n, 'character', 'characters'),
      smsParts: (parts: number) => `${countOf(parts, 'SMS', 'SMS')} per recipient`,
      gsm7: 'Plain text (GSM-7): 160 characters in one SMS, 153 per part when longer.',
      outsideGsm: (characters: string) =>
        `Not plain SMS text: ${characters}. With it, one SMS holds 70 characters (67 per part).`,
      /** Not in the spec: what a send will do, shown before it is queued. */
      previewTitle: 'Check before sending',
      checking: 'Checking…',
      recipients: 'Recipients',
      perMessage: 'Each message',
      inTotal: 'In total',
      skipped: 'Skipped rows',
      /** An SMS send also names the numbers abroad (outside BULK_SMS_COUNTRIES); an e-mail address never is. */
      skippedCounts: (counts: { invalid: number; abroad: number; duplicate: number }, channel: 'sms' | 'email') => {
        const total = counts.invalid + counts.abroad + counts.duplicate;
        if (total === 0) return 'None';
        const abroad = channel === 'sms' ? `${countOf(counts.abroad, 'abroad', 'abroad')}, ` : '';
        return `${countOf(total, 'row', 'rows')}: ${countOf(counts.invalid, 'invalid', 'invalid')}, ${abroad}${countOf(counts.duplicate, 'duplicate', 'duplicates')}`;
      },
      downloadSkipped: 'Download the skipped rows (CSV)',
      confirm: 'Yes, send',
      back: 'Back',
      /** The one message of a sheet sent already: the server's sentence, and a way to that send. */
      repeatLink: 'Show that send',
    },
    /** Not in the spec: the sends on their way and the history of sends, shown after a sign-in. */
    bulkHistory: {
      runningTitle: 'Sending now',
      runningBy: (channel: string, who: string, when: string) => `${channel} by ${who}, started ${when}`,
      runningBar: (sheet: string) => `Recipients handled of ${sheet}`,
      title: 'Sent messages',
      empty: 'No messages have been sent yet.',
      loading: 'Loading sent messages…',
      failed: 'The sent messages could not be loaded.',
      retry: 'Retry',
      when: 'When',
      who: 'Sent by',
      channel: 'Channel',
      sheet: 'Sheet',
      noSheet: 'not recorded',
      message: 'Message',
      result: 'Result',
      delivered: 'Delivered',
      notApplicable: 'no delivery reports for e-mail',
      sms: 'SMS',
      email: 'E-mail',
      states: { queued: 'Waiting', sending: 'Sending', finished: 'Finished' },
      counts: (counts: { sent: string; failed: string; unknown: string; total: string }) =>
        `${counts.sent} sent, ${counts.failed} failed, ${counts.unknown} unknown of ${counts.total}`,
      deliveredCounts: (counts: { delivered: string; undelivered: string; inTransit: string }) =>
        `${counts.delivered} delivered, ${counts.undelivered} not delivered, ${counts.inTransit} in transit`,
      download: 'Download results (CSV)',
      downloading: 'Downloading…',
      downloadFailed: 'The results could not be downloaded.',
      pages: 'Pages of sent messages',
      newer: 'Newer',
      older: 'Older',
      pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
    },
  },
} as const;
