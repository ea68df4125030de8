/** The current page's mark in the menus: a thick accent underline under the label. */
export const currentUnderline = 'underline decoration-accent decoration-[3px] underline-offset-[10px]';
