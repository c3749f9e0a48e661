import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsUen, RequiredText, IfGiven, RecordId, WholeNumber } from '@app/core';
import { type Corporate } from './corporate.entity';

const upper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value;

export class CorporateInput {
  @IsOptional()
  @RecordId()
  id?: number;

  @RequiredText('Company name', 200)
  name!: string;

  @Transform(upper)
  @IsString({ message: 'UEN is required' })
  @IsUen()
  uen!: string;

  @IfGiven()
  @IsString()
  @MaxLength(300)
  address?: string | null;

  @IfGiven()
  @Matches(/^\d{6}$/, { message: 'Postal code must be 6 digits' })
  postalCode?: string | null;

  @IfGiven()
  @IsString()
  @MaxLength(200)
  contactPerson?: string | null;

  @IfGiven()
  @IsEmail({}, { message: 'Contact e-mail must be an e-mail address' })
  @MaxLength(254)
  contactEmail?: string | null;

  /** Offices give landlines too: any 8-digit Singapore number. */
  @IfGiven()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.replace(/\s+/g, '') : value,
  )
  @Matches(/^(\+65)?[3689]\d{7}$/, { message: 'Contact number must be an 8-digit Singapore number' })
  contactNo?: string | null;

  @IfGiven()
  @IsString()
  @MaxLength(2000)
  remarks?: string | null;

  /** Invoices fall due this many days after issue; empty for the configured default. */
  @IfGiven()
  @WholeNumber({ min: 0, max: 365, message: 'Payment terms must be a number of days' })
  paymentTermsDays?: number | null;
}

export interface CorporateResponse {
  id: number;
  name: string;
  uen: string;
  address: string | null;
  postalCode: string | null;
  contactPerson: string | null;
  contactEmail: string | null;
  contactNo: string | null;
  remarks: string | null;
  paymentTermsDays: number | null;
  participantCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export const toCorporateResponse = (corporate: Corporate, participantCount: number): CorporateResponse => ({
  id: corporate.id,
  name: corporate.name,
  uen: corporate.uen,
  address: corporate.address ?? null,
  postalCode: corporate.postalCode ?? null,
  contactPerson: corporate.contactPerson ?? null,
  contactEmail: corporate.contactEmail ?? null,
  contactNo: corporate.contactNo ?? null,
  remarks: corporate.remarks ?? null,
  paymentTermsDays: corporate.paymentTermsDays ?? null,
  participantCount,
  createdAt: corporate.createdAt,
  updatedAt: corporate.updatedAt,
});
