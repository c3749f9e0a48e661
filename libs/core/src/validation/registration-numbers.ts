import { Matches, type ValidationOptions } from 'class-validator';

/**
 * CEA salesperson numbers (R + six digits + letter) and agency licences (L + seven digits +
 * letter). CEA publishes no check-letter rule, so only the format is checked (DOMAIN-SG).
 */
const CEA_REGISTRATION_NO = /^(R\d{6}[A-Z]|L\d{7}[A-Z])$/;

/** ACRA UENs: businesses (8 digits + letter), local companies (9 digits + letter), other entities. */
export const UEN = /^(\d{8}[A-Z]|\d{9}[A-Z]|[RST]\d{2}[A-Z]{2}\d{4}[A-Z])$/;

export const IsCeaRegistrationNo = (options?: ValidationOptions): PropertyDecorator =>
  Matches(CEA_REGISTRATION_NO, {
    message: 'CEA registration number must look like R123456A',
    ...options,
  });

export const IsUen = (options?: ValidationOptions): PropertyDecorator =>
  Matches(UEN, { message: 'UEN must look like 201912345K, 53123456D or T08LL1234A', ...options });
