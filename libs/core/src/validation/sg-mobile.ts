import { ValidateBy, type ValidationOptions } from 'class-validator';

/** Singapore mobile numbers: 8 digits starting with 8 or 9, optionally with +65 (DOMAIN-SG). */
export const SG_MOBILE = /^(\+65)?[89]\d{7}$/;

/** The stored form: the eight digits, without spaces or the +65 country code. */
export const normaliseSgMobile = (value: string): string => value.replace(/\s+/g, '').replace(/^\+65/, '');

export const isSgMobile = (value: unknown): boolean =>
  typeof value === 'string' && SG_MOBILE.test(value.replace(/\s+/g, ''));

export const IsSgMobile = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isSgMobile',
      validator: {
        validate: isSgMobile,
        defaultMessage: () =>
          'Mobile number must be a Singapore mobile number (8 digits starting with 8 or 9)',
      },
    },
    options,
  );
