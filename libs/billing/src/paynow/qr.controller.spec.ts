import { HttpStatus, RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { Test } from '@nestjs/testing';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { DomainError, POLICY_KEY } from '@app/core';
import { type Request } from 'express';
import { type AppAbility, abilityFor } from '@app/core';
import { GenerateQrInput, PAYNOW_PAYMENT_SOURCE } from './generate-qr.dto';
import {
  PAYABLE_LOOKUP,
  type Payable,
  type PayableCaller,
  type PayableLookup,
  type PayableReference,
} from './payable';
import { PAYNOW_CONFIG, type PaynowConfig, paynowConfig } from './paynow.config';
import { PaynowQrController } from './qr.controller';
import { qrPngDataUrl } from '@app/core';
import { crc16CcittFalse } from './sgqr';

/** Registrations and invoices by number, every number asked for, and who asked. */
class FakePayables implements PayableLookup {
  readonly asked: string[] = [];
  readonly callers: PayableCaller[] = [];
  constructor(private readonly payables: Payable[]) {}

  findPayable(reference: PayableReference, caller: PayableCaller): Promise<Payable | null> {
    this.asked.push(`${reference.kind} ${reference.number}`);
    this.callers.push(caller);
    return Promise.resolve(this.payables.find((payable) => payable.reference === reference.number) ?? null);
  }
}

const REQUEST = { session: {} } as Request;
const ABILITY: AppAbility = abilityFor(undefined);

const REGISTRATION: Payable = { reference: 'REG-2026-000123', amountCents: 123_456, expiresOn: '2099-12-31' };
const INVOICE: Payable = { reference: 'INV-000042', amountCents: 1, expiresOn: '2099-01-31' };
const CONFIG = paynowConfig({ uen: '201912345K', merchantName: 'Real Estate Training Academy' });

const controllerWith = async (payables: FakePayables, config: PaynowConfig = CONFIG) => {
  const moduleRef = await Test.createTestingModule({
    controllers: [PaynowQrController],
    providers: [
      { provide: PAYABLE_LOOKUP, useValue: payables },
      { provide: PAYNOW_CONFIG, useValue: config },
    ],
  }).compile();
  return moduleRef.get(PaynowQrController);
};

const body = (fields: Partial<GenerateQrInput>): GenerateQrInput =>
  plainToInstance(GenerateQrInput, { payment_from: PAYNOW_PAYMENT_SOURCE, ...fields });

/** What the global ValidationPipe would answer: field → messages (whitelist, unknown fields refused). */
const validationErrors = async (plain: object): Promise<Record<string, string[]>> => {
  const errors = await validate(plainToInstance(GenerateQrInput, plain), {
    whitelist: true,
    forbidNonWhitelisted: true,
  });
  return Object.fromEntries(errors.map((error) => [error.property, Object.values(error.constraints ?? {})]));
};

const rejection = async (promise: Promise<unknown>): Promise<DomainError> => {
  const error: unknown = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof DomainError)) throw new Error(`Expected a DomainError, got ${String(error)}`);
  return error;
};

describe('PaynowQrController', () => {
  it('serves POST /api/generate/qrcode publicly, answering 200', () => {
    const handler = PaynowQrController.prototype.generate;
    expect(Reflect.getMetadata(PATH_METADATA, handler)).toBe('api/generate/qrcode');
    expect(Reflect.getMetadata(METHOD_METADATA, handler)).toBe(RequestMethod.POST);
    expect(Reflect.getMetadata(HTTP_CODE_METADATA, handler)).toBe(HttpStatus.OK);
    expect(Reflect.getMetadata(POLICY_KEY, handler)).toEqual({ kind: 'public' });
  });

  it('returns a fixed-amount PayNow QR for a registration number', async () => {
    const payables = new FakePayables([REGISTRATION, INVOICE]);
    const controller = await controllerWith(payables);

    const response = await controller.generate(body({ reg_no: 'REG-2026-000123' }), REQUEST, ABILITY);

    expect(payables.asked).toEqual(['registration REG-2026-000123']);
    expect(payables.callers).toEqual([{ request: REQUEST, ability: ABILITY }]);
    expect(response).toEqual({
      payload:
        '00020101021226490009SG.PAYNOW010120210201912345K030100408209912315204000053037025407' +
        '1234.565802SG5925Real Estate Training Acad6009Singapore62190115REG-2026-0001236304770D',
      qrDataUrl: expect.stringMatching(/^data:image\/png;base64,/) as unknown,
      amountCents: 123_456,
      reference: 'REG-2026-000123',
      expiresOn: '2099-12-31',
    });
    expect(crc16CcittFalse(response.payload.slice(0, -4))).toBe(response.payload.slice(-4));
    expect(response.qrDataUrl).toBe(await qrPngDataUrl(response.payload));
  });

  it('looks invoices up by invoice number', async () => {
    const payables = new FakePayables([REGISTRATION, INVOICE]);
    const controller = await controllerWith(payables);

    const response = await controller.generate(
      body({ reg_no: '', invoice_no: 'INV-000042' }),
      REQUEST,
      ABILITY,
    );

    expect(payables.asked).toEqual(['invoice INV-000042']);
    expect(response).toMatchObject({ amountCents: 1, reference: 'INV-000042', expiresOn: '2099-01-31' });
    expect(response.payload).toContain('54040.01');
    expect(response.payload).toContain('62140110INV-000042');
  });

  it('answers 404 for a number it does not know or the caller may not see', async () => {
    const controller = await controllerWith(new FakePayables([REGISTRATION]));

    const registration = await rejection(
      controller.generate(body({ reg_no: 'REG-2026-999999' }), REQUEST, ABILITY),
    );
    expect(registration.getStatus()).toBe(404);
    expect(registration.message).toBe('Registration not found');

    const invoice = await rejection(
      controller.generate(body({ invoice_no: 'INV-999999' }), REQUEST, ABILITY),
    );
    expect(invoice.getStatus()).toBe(404);
    expect(invoice.message).toBe('Invoice not found');
  });

  it('answers 409 when nothing is owed or the payment window has passed', async () => {
    const controller = await controllerWith(
      new FakePayables([
        { reference: 'REG-PAID', amountCents: 0, expiresOn: '2099-12-31' },
        { reference: 'REG-OLD', amountCents: 5_000, expiresOn: '2020-01-31' },
      ]),
    );

    const paid = await rejection(controller.generate(body({ reg_no: 'REG-PAID' }), REQUEST, ABILITY));
    expect([paid.getStatus(), paid.message]).toEqual([409, 'There is nothing left to pay on REG-PAID']);

    const expired = await rejection(controller.generate(body({ reg_no: 'REG-OLD' }), REQUEST, ABILITY));
    expect([expired.getStatus(), expired.message]).toEqual([409, 'REG-OLD can no longer be paid by PayNow']);
  });

  it('answers 503 when PayNow is not set up', async () => {
    const controller = await controllerWith(new FakePayables([REGISTRATION]), paynowConfig({}));

    const error = await rejection(controller.generate(body({ reg_no: 'REG-2026-000123' }), REQUEST, ABILITY));
    expect([error.getStatus(), error.message]).toEqual([503, 'PayNow payments are not available right now']);
  });
});

describe('GenerateQrInput', () => {
  it('takes a registration number or an invoice number with the fixed payment source', async () => {
    expect(await validationErrors({ reg_no: 'REG-2026-000123', payment_from: 'paynow' })).toEqual({});
    expect(await validationErrors({ invoice_no: 'INV-000042', payment_from: 'paynow' })).toEqual({});
    expect(
      await validationErrors({ reg_no: null, invoice_no: 'INV-000042', payment_from: 'paynow' }),
    ).toEqual({});
  });

  it('names each problem', async () => {
    expect(await validationErrors({ payment_from: 'paynow' })).toEqual({
      reg_no: ['Give a registration number or an invoice number'],
    });
    expect(await validationErrors({ reg_no: 'REG-1', invoice_no: 'INV-1', payment_from: 'paynow' })).toEqual({
      invoice_no: ['Give a registration number or an invoice number, not both'],
    });
    expect(await validationErrors({ reg_no: 'REG 1', payment_from: 'paynow' })).toEqual({
      reg_no: ['Registration number must be 1 to 25 letters, digits or hyphens'],
    });
    expect(await validationErrors({ invoice_no: 'I'.repeat(26), payment_from: 'paynow' })).toEqual({
      invoice_no: ['Invoice number must be 1 to 25 letters, digits or hyphens'],
    });
    expect(await validationErrors({ reg_no: 123, payment_from: 'paynow' })).toEqual({
      reg_no: ['Registration number must be 1 to 25 letters, digits or hyphens'],
    });
    expect(await validationErrors({ reg_no: 'REG-1', payment_from: 'stripe' })).toEqual({
      payment_from: ['Payment source must be "paynow"'],
    });
    expect(await validationErrors({ reg_no: 'REG-1' })).toEqual({
      payment_from: ['Payment source must be "paynow"'],
    });
  });

  it('refuses fields it does not know, such as an amount', async () => {
    expect(await validationErrors({ reg_no: 'REG-1', payment_from: 'paynow', amount: 1 })).toEqual({
      amount: ['property amount should not exist'],
    });
  });
});
