/** A tel: link for a displayed phone number such as '+220 422 5225'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
