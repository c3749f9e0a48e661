/** A calendar day as the API writes it: YYYY-MM-DD (a Singapore business day, no time zone). */
export const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
