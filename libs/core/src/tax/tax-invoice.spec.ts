import {
  SIMPLIFIED_TAX_INVOICE_LIMIT_CENTS,
  TaxInvoiceKind,
  customerAddressRequired,
  taxInvoiceKind,
} from './tax-invoice';

describe('tax invoice kind (IRAS: simplified up to S$1,000 including GST)', () => {
  it('asks for the customer address only above S$1,000', () => {
    expect(SIMPLIFIED_TAX_INVOICE_LIMIT_CENTS).toBe(100_000);
    expect(customerAddressRequired(100_000)).toBe(false);
    expect(customerAddressRequired(100_001)).toBe(true);
  });

  it('is full when the address is known, whatever the total', () => {
    expect(taxInvoiceKind({ totalIncludingGstCents: 10_900, customerAddress: '1 Main St' })).toBe(
      TaxInvoiceKind.Full,
    );
    expect(taxInvoiceKind({ totalIncludingGstCents: 500_000, customerAddress: '1 Main St' })).toBe(
      TaxInvoiceKind.Full,
    );
  });

  it('is simplified without an address up to S$1,000, and full (address missing) above', () => {
    expect(taxInvoiceKind({ totalIncludingGstCents: 100_000, customerAddress: null })).toBe(
      TaxInvoiceKind.Simplified,
    );
    expect(taxInvoiceKind({ totalIncludingGstCents: 0, customerAddress: '  ' })).toBe(
      TaxInvoiceKind.Simplified,
    );
    expect(taxInvoiceKind({ totalIncludingGstCents: 100_001, customerAddress: undefined })).toBe(
      TaxInvoiceKind.Full,
    );
  });
});
