import { classStatusColors, classStatusLabels, paymentDocumentPath } from './myRecords';

describe('the profile’s classes and payments', () => {
  it('links the invoice and receipt PDFs of a payment', () => {
    expect(paymentDocumentPath('invoice', 12)).toBe('/transactions/invoice/12/pdf');
    expect(paymentDocumentPath('receipt', 7)).toBe('/transactions/receipt/7/pdf');
  });

  it('words and colours every seat status', () => {
    expect(Object.keys(classStatusColors).sort()).toEqual(Object.keys(classStatusLabels).sort());
    expect(classStatusLabels.Draft).toBe('Pending');
    expect(classStatusLabels.Confirmed).toBe('Confirmed');
  });
});
