import { IsIn, ValidateBy, type ValidationArguments } from 'class-validator';
import { PAYNOW_REFERENCE } from './sgqr';

/** The one `payment_from` the QR route takes (the contract's "payment source fixed"). */
export const PAYNOW_PAYMENT_SOURCE = 'paynow';

/** null, undefined and '' mean the field was left out. */
const given = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

const REFERENCE_RULE = '1 to 25 letters, digits or hyphens';

/** Either `reg_no` or `invoice_no`: the missing-both message goes on `reg_no`, the both message on `invoice_no`. */
const IsRegistrationNo = (): PropertyDecorator =>
  ValidateBy({
    name: 'isPaynowRegistrationNo',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        given(value)
          ? typeof value === 'string' && PAYNOW_REFERENCE.test(value)
          : given((args?.object as GenerateQrInput | undefined)?.invoice_no),
      defaultMessage: (args?: ValidationArguments) =>
        given(args?.value)
          ? `Registration number must be ${REFERENCE_RULE}`
          : 'Give a registration number or an invoice number',
    },
  });

const IsInvoiceNo = (): PropertyDecorator =>
  ValidateBy({
    name: 'isPaynowInvoiceNo',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        !given(value) ||
        (!given((args?.object as GenerateQrInput | undefined)?.reg_no) &&
          typeof value === 'string' &&
          PAYNOW_REFERENCE.test(value)),
      defaultMessage: (args?: ValidationArguments) =>
        given((args?.object as GenerateQrInput | undefined)?.reg_no)
          ? 'Give a registration number or an invoice number, not both'
          : `Invoice number must be ${REFERENCE_RULE}`,
    },
  });

/** Body of POST /api/generate/qrcode: what to pay (a registration or an invoice) and the fixed source. */
export class GenerateQrInput {
  @IsRegistrationNo()
  reg_no?: string | null;

  @IsInvoiceNo()
  invoice_no?: string | null;

  @IsIn([PAYNOW_PAYMENT_SOURCE], { message: `Payment source must be "${PAYNOW_PAYMENT_SOURCE}"` })
  payment_from!: string;
}
