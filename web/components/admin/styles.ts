/** Shared Tailwind classes of the staff screens, so every form looks and behaves alike. */
export const fieldLabel = 'block text-sm font-semibold text-gray-800';
export const textInput =
  'mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm ' +
  'placeholder:text-gray-600 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand';
export const fileInput =
  'mt-1 block w-full text-sm text-gray-800 file:mr-4 file:cursor-pointer file:rounded-md file:border-0 ' +
  'file:bg-gray-200 file:px-4 file:py-2 file:font-semibold file:text-gray-900 hover:file:bg-gray-300 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
const primaryBase =
  'inline-flex items-center justify-center rounded-md bg-brand font-semibold text-white shadow-sm ' +
  'hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ' +
  'disabled:cursor-not-allowed disabled:opacity-70';
export const primaryButton = `${primaryBase} px-5 py-2`;
export const smallPrimaryButton = `${primaryBase} px-3 py-1.5 text-sm`;
export const secondaryButton =
  'inline-flex items-center justify-center rounded-md border border-gray-400 bg-white px-3 py-1.5 text-sm ' +
  'font-semibold text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-70';
export const dangerButton =
  'inline-flex items-center justify-center rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white ' +
  'hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 ' +
  'disabled:cursor-not-allowed disabled:opacity-70';
export const card = 'rounded-lg border border-gray-200 bg-white p-6 shadow-sm';
