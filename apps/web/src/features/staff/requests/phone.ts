/** A tel: link for a number as the listener typed it ("98765 43210" → tel:9876543210). */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
